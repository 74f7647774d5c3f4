import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PhiImageBox } from '@pc/contracts';
import sharp from 'sharp';
import { overBudget } from './cpu-pool.js';
import { createWorkerLane, type LaneBudget } from './worker-lane.js';

/**
 * Faces in an uploaded image (issue 23: a full-face photograph identifies a patient as a name does):
 * face-api's tiny face detector (`@vladmandic/face-api`, its model from the package's files, on tfjs's
 * WebAssembly backend: face-worker.mjs says how it loads). Like OCR (ocr.ts): its own worker thread,
 * so the event loop answers other requests meanwhile, started by the first image (never at start:
 * tests build many apps), one per process, ended when the last app closes or when an image overruns
 * its budget (tfjs cannot stop half-way; the next image starts a new worker).
 */

/**
 * An image's budget (worker-lane.ts): 4 s of the detector thread's CPU time, and a minute on the clock
 * from asking to the faces. An image takes about 0.05 s of one core whatever it shows (the model's
 * input is a fixed square; `npm run bench:ocr`, docs/phi.md "Faces"; 0.7 to 1.2 s on tfjs's JavaScript
 * backend, the fallback). Tests lower it to see an image refused.
 */
export const faceBudget: LaneBudget = { cpuMs: 4_000, wallMs: 60_000 };
/** Images waiting for the worker besides the one it looks at; more are refused at once (503 `busy`). */
export const FACE_QUEUE = 2;
/**
 * The detector's input: the image is shrunk so that its longest side is this, and the model sees a
 * square of it; its time grows as the square. At 352 a face about a twelfth of the image's width or
 * more is found; at 320 the demo photos lost 5 of their 23 faces, and 384 and 416 found no more of them
 * (docs/phi.md "Faces").
 */
export const FACE_INPUT_SIZE = 352;
/**
 * Faces the model is less sure of are left out. At 352 and 0.4, 20 of the 23 faces of face-api's six
 * demo photos were found (the 3 missed: heads bowed or half hidden) and nothing else; no X-ray, ECG,
 * chart, screenshot, wristband or clinical photograph of the benchmark, nor the browser tests' text
 * images, had a face (docs/phi.md "Faces"). At 0.5 it missed 2 more; under 0.4, boxes that are not
 * faces appear (at 416 and 0.28, five boxes on a photo of four people).
 */
export const FACE_MIN_SCORE = 0.4;
/** An image whose shorter side is under this holds no face one could recognise: icons, spacers, test pixels. */
export const FACE_MIN_SIDE = 32;

interface FoundFace {
  x: number;
  y: number;
  width: number;
  height: number;
  score: number;
}
type Answer = { id: number; faces?: FoundFace[]; cpuMs?: number; error?: string; ready?: true };

const WORKER_PATH = fileURLToPath(new URL('./face-worker.mjs', import.meta.url));

interface FaceWorker {
  thread: Worker;
  waiting: Map<number, { resolve: (answer: Answer) => void; reject: (error: Error) => void }>;
}

let nextId = 1;

/** The name face-worker.mjs gives its thread, so the lane can read its CPU time. */
const FACE_THREAD_NAME = 'pc-faces';

const tooLong = () =>
  overBudget('Looking for faces in this image took too long. Please try again in a moment, or upload a smaller image.');

function startWorker(stopped: () => void): Promise<FaceWorker> {
  return new Promise<FaceWorker>((resolve, reject) => {
    const thread = new Worker(WORKER_PATH);
    const w: FaceWorker = { thread, waiting: new Map() };
    const failAll = (error: Error) => {
      for (const job of w.waiting.values()) job.reject(error);
      w.waiting.clear();
      reject(error);
    };
    thread.on('message', (answer: Answer) => {
      if (answer.ready) return resolve(w);
      const job = w.waiting.get(answer.id);
      w.waiting.delete(answer.id);
      if (answer.error) job?.reject(new Error(answer.error));
      else job?.resolve(answer);
    });
    thread.on('error', failAll);
    thread.on('exit', () => {
      // A thread that stopped on its own (not ended by the lane) is not reused: the next image starts another.
      stopped();
      failAll(new Error('The face detector stopped.'));
    });
  });
}

const lane = createWorkerLane<FaceWorker>({
  threadName: FACE_THREAD_NAME,
  queue: FACE_QUEUE,
  budget: faceBudget,
  tooLong,
  start: startWorker,
  end: (w) => w.thread.terminate().then(() => undefined),
});

/** An app that checks images opens the worker's lease when it starts and releases it when it closes. */
export const openFaces = (): void => lane.open();
/** The last app to release it ends the worker (so tests and SIGTERM exit without waiting). */
export const releaseFaces = (): Promise<void> => lane.release();

/**
 * The image's pixels as the detector takes them: red, green and blue, transparency on white, shrunk so
 * that its longest side is `FACE_INPUT_SIZE` (libvips shrinks better than tfjs would).
 */
async function forDetector(stored: Buffer, width: number, height: number) {
  const scale = Math.min(1, FACE_INPUT_SIZE / Math.max(width, height));
  const flat = sharp(stored).flatten({ background: '#ffffff' }).toColourspace('srgb').removeAlpha();
  const sized =
    scale < 1
      ? flat.resize({ width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) })
      : flat;
  const { data, info } = await sized.raw().toBuffer({ resolveWithObject: true });
  // A copy of its own, handed over to the worker (a Buffer may share its memory with others).
  return { pixels: new Uint8Array(data), info, scale: info.width / width };
}

/**
 * The boxes of the faces in the stored (re-encoded, turned) image, in its pixels. Refuses with 503
 * `busy` when `FACE_QUEUE` images already wait, and with 503 `time_budget_exceeded` past the budget
 * (the worker is then ended, so the next image gets a fresh one).
 */
export async function findFaces(
  stored: Buffer,
  width: number,
  height: number,
  budget?: LaneBudget,
): Promise<PhiImageBox[]> {
  return (await findFacesTimed(stored, width, height, budget)).boxes;
}

/** `findFaces`, with the detector thread's CPU time for the image (Linux; NaN elsewhere): the benchmark's. */
export async function findFacesTimed(
  stored: Buffer,
  width: number,
  height: number,
  budget?: LaneBudget,
): Promise<{ boxes: PhiImageBox[]; cpuMs: number }> {
  if (Math.min(width, height) < FACE_MIN_SIDE) return { boxes: [], cpuMs: 0 };
  return lane.run(async (w) => {
    const { pixels, info, scale } = await forDetector(stored, width, height);
    const id = nextId++;
    const job = new Promise<Answer>((resolve, reject) => w.waiting.set(id, { resolve, reject }));
    w.thread.postMessage(
      { id, pixels, width: info.width, height: info.height, inputSize: inputSizeOf(info), minScore: FACE_MIN_SCORE },
      [pixels.buffer],
    );
    const answer = await job;
    return {
      boxes: (answer.faces ?? []).map((face) => boxOf(face, scale, width, height)),
      cpuMs: answer.cpuMs ?? Number.NaN,
    };
  }, budget);
}

/**
 * The model's input for an image of this size: `FACE_INPUT_SIZE`, or less for a smaller image (the
 * model takes multiples of 32): it costs as its input's square, and enlarging adds nothing.
 */
const inputSizeOf = (size: { width: number; height: number }) =>
  Math.min(FACE_INPUT_SIZE, Math.max(32, Math.ceil(Math.max(size.width, size.height) / 32) * 32));

/** A face's box in pixels of the stored image, inside it. */
function boxOf(face: FoundFace, scale: number, width: number, height: number): PhiImageBox {
  const left = Math.max(0, Math.floor(face.x / scale));
  const top = Math.max(0, Math.floor(face.y / scale));
  const right = Math.min(width, Math.ceil((face.x + face.width) / scale));
  const bottom = Math.min(height, Math.ceil((face.y + face.height) / scale));
  return { x: left, y: top, width: Math.max(1, right - left), height: Math.max(1, bottom - top) };
}
