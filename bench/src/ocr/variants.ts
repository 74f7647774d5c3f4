import { detectPhi } from '@pc/phi';
import sharp from 'sharp';
import { createWorker, OEM } from 'tesseract.js';
import { withOcrModel, wordsOfTsv } from '../../../apps/api/src/lib/ocr.js';
import { OCR_MIN_CONFIDENCE, textOfWords } from '../../../apps/api/src/modules/uploads/image-ocr.js';
import { benchmarkImages } from './images.js';

/**
 * `npm run ocr:variants -w @pc/bench`: what a change of model, scale or Tesseract parameters does to
 * one benchmark image's OCR (bench/README.md "2026-11-29: the full page against the 3 s target"). Each
 * variant is read in the same worker, interleaved with the others, `OCR_VARIANT_RUNS` times; prints the
 * worker's CPU time per read (this process's, which is idle meanwhile), the words read and the findings.
 * Run it pinned (`taskset -c 0`) for one core's figure.
 *
 * - `OCR_VARIANT_IMAGE`: part of a benchmark image's name (default `full page`);
 * - `OCR_VARIANT_SCALES`: comma-separated scales of the 2,000-pixel image (default `1,0.65`);
 * - `OCR_VARIANT_MODEL_DIR`: a folder with `eng.traineddata` (uncompressed) instead of the product's
 *   model (tessdata_fast's, lib/ocr.ts), e.g. tesseract.js's `4.0.0_best_int` unzipped;
 * - `OCR_VARIANT_PARAMS`: Tesseract parameters as JSON, added to the product's.
 */
const runs = Number(process.env.OCR_VARIANT_RUNS ?? 3);
const scales = (process.env.OCR_VARIANT_SCALES ?? '1,0.65').split(',').map(Number);
const modelDir = process.env.OCR_VARIANT_MODEL_DIR;
const params = JSON.parse(process.env.OCR_VARIANT_PARAMS ?? '{}') as Record<string, string>;

sharp.concurrency(1);

/** The product's preparation (image-ocr.ts), at a given scale: brightest channel, or inverted and cut when dark. */
async function prepared(png: Buffer, scale: number): Promise<Buffer> {
  const { width = 0 } = await sharp(png).metadata();
  const { data, info } = await sharp(png)
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .resize({ width: Math.round(width * scale) })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = info.width * info.height;
  const grey = Buffer.alloc(pixels);
  let luminance = 0;
  for (let p = 0, i = 0; p < pixels; p++, i += info.channels) {
    luminance += 0.2126 * data[i]! + 0.7152 * data[i + 1]! + 0.0722 * data[i + 2]!;
    grey[p] = Math.max(data[i]!, data[i + 1]!, data[i + 2]!);
  }
  if (luminance / pixels < 128) {
    for (let p = 0, i = 0; p < pixels; p++, i += info.channels) {
      grey[p] = 0.2126 * data[i]! + 0.7152 * data[i + 1]! + 0.0722 * data[i + 2]! < 128 ? 255 : 0;
    }
  }
  return sharp(grey, { raw: { width: info.width, height: info.height, channels: 1 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

const start = (langPath: string) =>
  createWorker('eng', OEM.LSTM_ONLY, { langPath, gzip: false, cacheMethod: 'none', errorHandler: () => undefined });
const worker = modelDir ? await start(modelDir) : await withOcrModel(start);
await worker.setParameters({ tessedit_do_invert: '0', debug_file: '/dev/null', user_defined_dpi: '300', ...params });
const wanted = process.env.OCR_VARIANT_IMAGE ?? 'full page';
const image = (await benchmarkImages()).find((i) => i.name.includes(wanted));
if (!image) throw new Error(`No benchmark image named like "${wanted}".`);
const inputs = await Promise.all(scales.map((scale) => prepared(image.png, scale)));
await worker.recognize(inputs[0]!, {}, { text: false, tsv: true }); // the worker's warm-up
const times: number[][] = scales.map(() => []);
const results: { words: number; findings: string[] }[] = [];
for (let run = 0; run < runs; run++) {
  for (const [k, input] of inputs.entries()) {
    const before = process.cpuUsage();
    const answer = await worker.recognize(input, {}, { text: false, tsv: true });
    const cpu = process.cpuUsage(before);
    times[k]!.push(Math.round((cpu.user + cpu.system) / 1000));
    const words = wordsOfTsv(answer.data.tsv ?? '').filter((w) => w.confidence >= OCR_MIN_CONFIDENCE);
    const findings = detectPhi(textOfWords(words).text).map((f) => `${f.kind} "${f.text}"`);
    results[k] = { words: words.length, findings };
  }
}
await worker.terminate();
for (const [k, scale] of scales.entries()) {
  const { words, findings } = results[k]!;
  console.log(
    `${image.name}, scale ${scale}: CPU ms lowest ${Math.min(...times[k]!)} (${times[k]!.join(', ')}), ${words} words, ${findings.join(', ') || 'no findings'}`,
  );
}
