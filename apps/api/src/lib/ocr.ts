import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createWorker, OEM, type Worker } from 'tesseract.js';
import { busy, overBudget } from './cpu-pool.js';

/**
 * Reading the text burned into an image (issue 23: X-ray and ECG labels, wristbands, screenshots of
 * records) with tesseract.js: Tesseract compiled to WebAssembly, running in its own worker thread, so
 * the event loop answers other requests meanwhile. One long-lived worker per process, created on the
 * first image (never at start: tests build many apps), ended when the last app closes or when an image
 * overruns its budget (Tesseract cannot stop a page half-way; the next image starts a new worker).
 *
 * Nothing is fetched at run time: the English model is the npm package `@tesseract.js-data/eng`
 * (`4.0.0_best_int`, the integer-quantised LSTM model, read gzipped as it ships), the engine is
 * `tesseract.js-core` from node_modules, and no cache is read or written.
 */

/**
 * An image's time, from the moment it asks for the worker (waiting behind others included) to its
 * words; a cold worker's start (about 0.4 s) is not counted. Fifteen seconds: the benchmark's slowest
 * 2,000-pixel image, a full page of small print (600 words), takes 6 s on one core and 13 s on a
 * machine loaded 5-fold (the OCR thread yields to everything else); every other kind takes under
 * 3.5 s even then (`npm run bench:ocr`, bench/README.md). Tests lower it to see an image refused.
 */
export const ocrBudget = { ms: 15_000 };
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
/** The model's folder inside the npm package (the file is `eng.traineddata.gz`). */
export const OCR_LANG_PATH = path.join(
  path.dirname(require.resolve('@tesseract.js-data/eng/package.json')),
  '4.0.0_best_int',
);

/** tesseract.js's worker script, started at a lower CPU priority (ocr-worker.cjs says why). */
const OCR_WORKER_PATH = fileURLToPath(new URL('./ocr-worker.cjs', import.meta.url));

let worker: Promise<Worker> | null = null;
let users = 0;
/** The image being read and those waiting behind it. */
let queued = 0;
/** Each image starts once the one before it has finished (the worker reads one image at a time). */
let tail: Promise<unknown> = Promise.resolve();

/** An app that reads images opens the worker's lease when it starts and releases it when it closes. */
export function openOcr(): void {
  users++;
}

/** The last app to release it ends the worker (so tests and SIGTERM exit without waiting). */
export async function releaseOcr(): Promise<void> {
  users = Math.max(0, users - 1);
  if (users === 0) await endWorker();
}

async function endWorker(): Promise<void> {
  const ending = worker;
  worker = null;
  if (!ending) return;
  await ending.then((w) => w.terminate()).catch(() => undefined);
}

function theWorker(): Promise<Worker> {
  if (!worker) {
    const starting = createWorker('eng', OEM.LSTM_ONLY, {
      workerPath: OCR_WORKER_PATH,
      langPath: OCR_LANG_PATH,
      gzip: true,
      cacheMethod: 'none',
      // A failed job rejects its own promise; without a handler tesseract.js would also throw it uncaught.
      errorHandler: () => undefined,
    }).then(async (w) => {
      await w.setParameters({
        // Light text on a dark image is turned dark on light before (image-ocr.ts); reading every
        // line twice, as Tesseract does by default, costs half as much time again on photographs.
        tessedit_do_invert: '0',
        // Tesseract's notes ("Image too small to scale!!") go nowhere instead of the server's output.
        debug_file: '/dev/null',
        user_defined_dpi: '300',
      });
      return w;
    });
    worker = starting;
    starting.catch(() => {
      if (worker === starting) worker = null;
    });
  }
  return worker;
}

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

const tooLong = () =>
  overBudget('Reading this image took too long. Please try again in a moment, or upload a cropped or smaller image.');

const sleep = (ms: number) => new Promise<'late'>((resolve) => setTimeout(resolve, Math.max(0, ms), 'late').unref());

/**
 * The words of an encoded image (PNG is quickest to hand over: image-ocr.ts prepares it). Refuses
 * with 503 `busy` when `OCR_QUEUE` images already wait, and with 503 `time_budget_exceeded` past the
 * budget (the worker is then ended, so the next image gets a fresh one).
 */
export async function readWords(image: Buffer, budgetMs = ocrBudget.ms): Promise<OcrWord[]> {
  // Counted and queued in one synchronous step: no other request can take the place in between.
  if (queued > OCR_QUEUE) throw busy();
  queued++;
  const asked = Date.now();
  const turn = tail.then(async () => {
    try {
      const left = budgetMs - (Date.now() - asked);
      if (left <= 0) throw tooLong();
      const w = await theWorker();
      const job = w.recognize(image, {}, { text: false, tsv: true });
      const answer = await Promise.race([job, sleep(left)]);
      if (answer === 'late') {
        job.catch(() => undefined);
        await endWorker();
        throw tooLong();
      }
      return wordsOfTsv(answer.data.tsv ?? '');
    } finally {
      queued--;
    }
  });
  tail = turn.catch(() => undefined);
  return turn;
}
