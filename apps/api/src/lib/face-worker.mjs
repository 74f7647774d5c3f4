// The face detector's worker thread (lib/faces.ts): face-api's tiny face detector on tfjs's pure-JavaScript
// `cpu` backend, from the one npm package `@vladmandic/face-api` (its self-contained build, which carries
// tfjs 4.22 inside, and its `model/` folder): no native addon, no canvas, no WebAssembly file, no network.
// Plain JavaScript, like cpu-worker.mjs, so that it starts the same way under the server, vitest and tsx.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { TextDecoder, TextEncoder, types } from 'node:util';
import vm from 'node:vm';
import { parentPort } from 'node:worker_threads';

const require = createRequire(import.meta.url);
// Below the event loop and the detector's pool, as the OCR thread (ocr-worker.cjs says why).
try {
  require('@napi-rs/nice').nice(15);
} catch {}
// The thread's name, by which the lane (worker-lane.ts) finds its CPU time for the budget (Linux only).
try {
  writeFileSync('/proc/thread-self/comm', 'pc-faces');
} catch {}

const packageDir = path.dirname(require.resolve('@vladmandic/face-api/package.json'));

/**
 * The build is written for browsers: when it sees Node (`process.versions.node`) at load, its tfjs takes
 * Node's `util` from a `require` the bundle left empty and throws. So it loads with Node hidden (this
 * thread's own `process`, put back at once) and is given a platform that has what tfjs asks of one; its
 * `fetch` refuses, since the model is read from the package's files below.
 */
function loadFaceApi() {
  const versions = Object.getOwnPropertyDescriptor(process, 'versions');
  Object.defineProperty(process, 'versions', {
    value: { ...process.versions, node: undefined },
    configurable: true,
  });
  try {
    // The IIFE build (a script that sets `faceapi`), not the ESM one: Node would warn that the package
    // does not say its type.
    const file = path.join(packageDir, 'dist', 'face-api.js');
    vm.runInThisContext(readFileSync(file, 'utf8'), { filename: file });
  } finally {
    Object.defineProperty(process, 'versions', versions);
  }
  const faceapi = globalThis.faceapi;
  const encoder = new TextEncoder();
  faceapi.tf.env().setPlatform('node-files', {
    fetch: () => Promise.reject(new Error('The face detector fetches nothing.')),
    now: () => performance.now(),
    encode: (text) => encoder.encode(text),
    decode: (bytes, encoding) => new TextDecoder(encoding).decode(bytes),
    isTypedArray: (value) => types.isTypedArray(value),
    setTimeoutCustom: (fn, ms) => setTimeout(fn, ms),
  });
  faceapi.env.setEnv(faceapi.env.createNodejsEnv());
  return faceapi;
}

const faceapi = loadFaceApi();
const tf = faceapi.tf;
await tf.setBackend('cpu');
await tf.ready();
const modelDir = path.join(packageDir, 'model');
const manifest = JSON.parse(
  readFileSync(path.join(modelDir, 'tiny_face_detector_model-weights_manifest.json'), 'utf8'),
);
const weights = readFileSync(path.join(modelDir, 'tiny_face_detector_model.bin'));
await faceapi.nets.tinyFaceDetector.loadFromWeightMap(
  tf.io.decodeWeights(
    weights.buffer.slice(weights.byteOffset, weights.byteOffset + weights.byteLength),
    manifest.flatMap((group) => group.weights),
  ),
);

/**
 * This thread's CPU time in ms (Linux: /proc/thread-self/stat's user and system ticks, 10 ms each), so
 * the benchmark can tell one core's cost from the time a loaded machine takes; NaN elsewhere.
 */
function threadCpuMs() {
  try {
    const fields = readFileSync('/proc/thread-self/stat', 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

// One image at a time: { id, pixels (RGB, 3 bytes a pixel), width, height, inputSize, minScore } →
// { id, faces: [{ x, y, width, height, score }], cpuMs } in pixels of the image given, or { id, error }.
parentPort.on('message', async ({ id, pixels, width, height, inputSize, minScore }) => {
  const cpu = threadCpuMs();
  const input = tf.tensor3d(pixels, [height, width, 3], 'int32');
  try {
    const found = await faceapi.detectAllFaces(
      input,
      new faceapi.TinyFaceDetectorOptions({ inputSize, scoreThreshold: minScore }),
    );
    const faces = found.map((d) => ({
      x: d.box.x,
      y: d.box.y,
      width: d.box.width,
      height: d.box.height,
      score: d.score,
    }));
    parentPort.postMessage({ id, faces, cpuMs: threadCpuMs() - cpu });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error?.stack ?? error) });
  } finally {
    input.dispose();
  }
});
parentPort.postMessage({ ready: true });
