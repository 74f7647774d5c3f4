import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ERROR_CODES } from '@pc/contracts';
import { detectPhi } from '@pc/phi';
import sharp from 'sharp';
import {
  FACE_INPUT_SIZE,
  FACE_MIN_SCORE,
  faceBudget,
  findFacesTimed,
  openFaces,
  releaseFaces,
} from '../../../apps/api/src/lib/faces.js';
import { ocrBudget, openOcr, releaseOcr } from '../../../apps/api/src/lib/ocr.js';
import { readImageWords, textOfWords } from '../../../apps/api/src/modules/uploads/image-ocr.js';
import { checkImage } from '../../../apps/api/src/modules/uploads/image-phi.js';
import type { AppError } from '../../../apps/api/src/lib/errors.js';
import { resultsDir } from '../shared/target.js';
import { benchmarkImages, facePhotos, SIDE } from './images.js';

/**
 * `npm run bench:ocr`: how long the patient-identifier check of an uploaded image takes (issue 23:
 * a 2,000 x 2,000 image in <= 3 s p95 on one core): the product's own preparation (sharp: greyscale,
 * inverted when dark), its OCR worker (tesseract.js, one thread) and the detector on the words, as
 * `POST uploads/images` runs them after re-encoding. libvips is held to one thread so the figure is
 * one core's. Faces (lib/faces.ts: face-api's tiny detector in its own thread) are timed apart, on the
 * same images and on face-api's demo photographs, target 1.5 s p95 on one core (they run beside OCR).
 * Writes bench/results/<date>-ocr.{md,json}.
 */
const RUNS = Number(process.env.OCR_BENCH_RUNS ?? 5);
const TARGET_P95_MS = 3000;
const FACE_TARGET_P95_MS = 1500;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
}

sharp.concurrency(1);
// Measured, not refused: a busy machine can take a page past the product's budget.
Object.assign(ocrBudget, { cpuMs: 120_000, wallMs: 120_000 });
Object.assign(faceBudget, { cpuMs: 120_000, wallMs: 120_000 });
openOcr();
openFaces();
const images = await benchmarkImages();
// The worker's start (about 0.4 s, once per process) and the first page's warm-up are not an upload's.
await readImageWords(images[0]!.png);

/** Faces found in an image and the time of each run (sharp's shrink included, as an upload runs it). */
async function timeFaces(png: Buffer): Promise<{ faces: number; times: number[]; cpu: number[] }> {
  const { width = 0, height = 0 } = await sharp(png).metadata();
  const times: number[] = [];
  const cpu: number[] = [];
  let faces = 0;
  for (let run = 0; run < RUNS; run++) {
    const t0 = performance.now();
    const found = await findFacesTimed(png, width, height);
    times.push(performance.now() - t0);
    cpu.push(found.cpuMs);
    faces = found.boxes.length;
  }
  return { faces, times: times.sort((a, b) => a - b), cpu: cpu.sort((a, b) => a - b) };
}
const photos = await facePhotos();
await timeFaces(photos[0]!.png); // the face worker's start and warm-up
const faceRows: { name: string; faces: number; p50: number; max: number; cpuP50: number; cpuMax: number }[] = [];
const faceAll: number[] = [];
const faceCpu: number[] = [];
for (const image of [...images, ...photos]) {
  const { faces, times, cpu } = await timeFaces(image.png);
  faceAll.push(...times);
  faceCpu.push(...cpu);
  faceRows.push({
    name: image.name,
    faces,
    p50: Math.round(percentile(times, 0.5)),
    max: Math.round(times.at(-1)!),
    cpuP50: Math.round(percentile(cpu, 0.5)),
    cpuMax: Math.round(cpu.at(-1)!),
  });
}
/**
 * The whole check as an upload runs it (image-phi.ts `checkImage`: OCR and faces at once, then the
 * detector): the figure the 3 s target is held against. Run pinned to one core for one core's figure
 * (`taskset -c 0 npm run bench:ocr`): both workers then share it, as on a one-core server.
 */
const wholeRows: { name: string; findings: number; p50: number; max: number }[] = [];
const whole: number[] = [];
for (const image of images) {
  const times: number[] = [];
  let findings = 0;
  for (let run = 0; run < RUNS; run++) {
    const t0 = performance.now();
    findings = await checkImage(image.png, []).then(
      () => 0,
      (refusal: AppError) => {
        if (refusal.code !== ERROR_CODES.phiSuspected) throw refusal;
        return (refusal.extra?.findings as unknown[] | undefined)?.length ?? 0;
      },
    );
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  whole.push(...times);
  wholeRows.push({
    name: image.name,
    findings,
    p50: Math.round(percentile(times, 0.5)),
    max: Math.round(times.at(-1)!),
  });
}
whole.sort((a, b) => a - b);

await releaseFaces();
faceAll.sort((a, b) => a - b);
faceCpu.sort((a, b) => a - b);

const rows: { name: string; identifiers: boolean; words: number; findings: string[]; p50: number; max: number }[] = [];
const all: number[] = [];
for (const image of images) {
  const times: number[] = [];
  let words = 0;
  let findings: string[] = [];
  for (let run = 0; run < RUNS; run++) {
    const t0 = performance.now();
    const read = await readImageWords(image.png);
    const found = detectPhi(textOfWords(read.words).text);
    times.push(performance.now() - t0);
    words = read.words.length;
    findings = found.map((f) => `${f.kind} "${f.text}"`);
  }
  times.sort((a, b) => a - b);
  all.push(...times);
  rows.push({
    name: image.name,
    identifiers: image.identifiers,
    words,
    findings,
    p50: Math.round(percentile(times, 0.5)),
    max: Math.round(times[times.length - 1]!),
  });
}
await releaseOcr();
all.sort((a, b) => a - b);
const result = {
  date: new Date().toISOString().slice(0, 10),
  machine: {
    cpus: os.cpus().length,
    model: os.cpus()[0]?.model ?? '',
    node: process.version,
    loadAverage: os.loadavg()[0],
  },
  side: SIDE,
  runsPerImage: RUNS,
  images: rows,
  p50Ms: Math.round(percentile(all, 0.5)),
  p95Ms: Math.round(percentile(all, 0.95)),
  target: { p95Ms: TARGET_P95_MS, met: percentile(all, 0.95) <= TARGET_P95_MS },
  whole: {
    cores: os.availableParallelism(),
    images: wholeRows,
    p50Ms: Math.round(percentile(whole, 0.5)),
    p95Ms: Math.round(percentile(whole, 0.95)),
    target: { p95Ms: TARGET_P95_MS, met: percentile(whole, 0.95) <= TARGET_P95_MS },
  },
  faces: {
    images: faceRows,
    p50Ms: Math.round(percentile(faceAll, 0.5)),
    p95Ms: Math.round(percentile(faceAll, 0.95)),
    // The detector thread's own CPU time: one core's cost, whatever else the machine runs.
    cpuP50Ms: Math.round(percentile(faceCpu, 0.5)),
    cpuP95Ms: Math.round(percentile(faceCpu, 0.95)),
    // Held against the CPU time: the target is one core's, and the wall time is the machine's load too.
    target: { cpuP95Ms: FACE_TARGET_P95_MS, met: percentile(faceCpu, 0.95) <= FACE_TARGET_P95_MS },
  },
};
const md = [
  `### Patient-identifier check of an image ${result.date}`,
  '',
  `Machine: ${result.machine.cpus} × ${result.machine.model}, Node ${result.machine.node}, load average ${result.machine.loadAverage.toFixed(2)}. ${RUNS} checks of each ${SIDE} × ${SIDE} image (one OCR thread, libvips on one thread).`,
  '',
  '| image | identifiers burned in | words read | findings | p50 ms | max ms |',
  '|---|---|---:|---|---:|---:|',
  ...rows.map(
    (r) =>
      `| ${r.name} | ${r.identifiers ? 'yes' : 'no'} | ${r.words} | ${r.findings.join(', ').replaceAll('|', '\\|') || 'none'} | ${r.p50} | ${r.max} |`,
  ),
  '',
  '| all images: p50 ms | p95 ms | target p95 | met |',
  '|---:|---:|---:|---|',
  `| ${result.p50Ms} | ${result.p95Ms} | <= ${TARGET_P95_MS} ms | ${result.target.met ? 'yes' : '**no**'} |`,
  '',
  `The whole check as an upload runs it (OCR and faces at once, then the detector), on ${result.whole.cores} core(s) this process could use:`,
  '',
  '| image | findings | p50 ms | max ms |',
  '|---|---:|---:|---:|',
  ...wholeRows.map((r) => `| ${r.name} | ${r.findings} | ${r.p50} | ${r.max} |`),
  '',
  '| all images: p50 ms | p95 ms | target p95 | met |',
  '|---:|---:|---:|---|',
  `| ${result.whole.p50Ms} | ${result.whole.p95Ms} | <= ${TARGET_P95_MS} ms | ${result.whole.target.met ? 'yes' : '**no**'} |`,
  '',
  `Faces (tiny face detector, input ${FACE_INPUT_SIZE}, score >= ${FACE_MIN_SCORE}; images above and face-api's demo photographs at ${SIDE} px):`,
  '',
  '| image | faces found | p50 ms | max ms | detector CPU p50 ms | CPU max ms |',
  '|---|---:|---:|---:|---:|---:|',
  ...faceRows.map((r) => `| ${r.name} | ${r.faces} | ${r.p50} | ${r.max} | ${r.cpuP50} | ${r.cpuMax} |`),
  '',
  '| all images: p50 ms | p95 ms | CPU p50 ms | CPU p95 ms | target CPU p95 | met |',
  '|---:|---:|---:|---:|---:|---|',
  `| ${result.faces.p50Ms} | ${result.faces.p95Ms} | ${result.faces.cpuP50Ms} | ${result.faces.cpuP95Ms} | <= ${FACE_TARGET_P95_MS} ms | ${result.faces.target.met ? 'yes' : '**no**'} |`,
  '',
].join('\n');
mkdirSync(resultsDir, { recursive: true });
writeFileSync(path.join(resultsDir, `${result.date}-ocr.json`), `${JSON.stringify(result, null, 2)}\n`);
writeFileSync(path.join(resultsDir, `${result.date}-ocr.md`), md);
console.log(md);
