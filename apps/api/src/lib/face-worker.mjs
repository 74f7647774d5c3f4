// The face detector's worker thread (lib/faces.ts): face-api's tiny face detector on tfjs's WebAssembly
// backend: `@vladmandic/face-api`'s build for it (`dist/face-api.node-wasm.js`), given the one tfjs-core
// and `@tensorflow/tfjs-backend-wasm` (its `.wasm` files are read from node_modules: nothing is fetched),
// the model from face-api's `model/` folder. No native addon, no canvas, no network.
// Plain JavaScript, like cpu-worker.mjs, so that it starts the same way under the server, vitest and tsx.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import { parentPort } from 'node:worker_threads';

const require = createRequire(import.meta.url);
// Below the event loop and the detector's pool, as the OCR thread (ocr-worker.cjs says why), unless
// BACKGROUND_PRIORITY=same (background-priority.ts).
try {
  if (process.env.BACKGROUND_PRIORITY !== 'same') require('@napi-rs/nice').nice(15);
} catch {}
// The thread's name, by which the lane (worker-lane.ts) finds its CPU time for the budget (Linux only).
try {
  writeFileSync('/proc/thread-self/comm', 'pc-faces');
} catch {}

const packageDir = path.dirname(require.resolve('@vladmandic/face-api/package.json'));
const tf = require('@tensorflow/tfjs-core');
const wasm = require('@tensorflow/tfjs-backend-wasm');
// The pure-JavaScript backend, kept as the fallback where WebAssembly cannot start (15 times slower).
require('@tensorflow/tfjs-backend-cpu');

/**
 * face-api calls tensors' chained methods (`t.as3D(...)`, `t.toFloat()`), which the whole
 * `@tensorflow/tfjs` package adds to tfjs-core's Tensor (its `register_all_chained_ops`, shipped only as
 * ES modules Node cannot load). Only tfjs-core is installed (the whole package is about 300 MB), so
 * each op becomes a method of the same name here, and the reshaping and casting aliases are added.
 */
function addChainedOps() {
  const tensor = tf.Tensor.prototype;
  for (const [name, op] of Object.entries(tf)) {
    if (typeof op === 'function' && /^[a-z]/.test(name) && !(name in tensor)) {
      tensor[name] = function chained(...args) {
        return op(this, ...args);
      };
    }
  }
  const reshape = (shape) =>
    function reshaped(...dims) {
      return tf.reshape(this, shape(this, dims));
    };
  tensor.as1D = reshape((t) => [t.size]);
  tensor.as2D = reshape((_, dims) => dims);
  tensor.as3D = reshape((_, dims) => dims);
  tensor.as4D = reshape((_, dims) => dims);
  tensor.as5D = reshape((_, dims) => dims);
  tensor.asScalar = reshape(() => []);
  tensor.asType = function asType(dtype) {
    return tf.cast(this, dtype);
  };
  tensor.toFloat = function toFloat() {
    return tf.cast(this, 'float32');
  };
  tensor.toInt = function toInt() {
    return tf.cast(this, 'int32');
  };
}

/**
 * The build is CommonJS that requires `@tensorflow/tfjs` and `@tensorflow/tfjs-backend-wasm`: it is run
 * with a `require` that hands it tfjs-core for the first, so face-api and the backend share one engine.
 */
function loadFaceApi() {
  const file = path.join(packageDir, 'dist', 'face-api.node-wasm.js');
  const run = vm.compileFunction(readFileSync(file, 'utf8'), ['require', 'module', 'exports'], { filename: file });
  const module = { exports: {} };
  const requireForBuild = (name) =>
    name === '@tensorflow/tfjs' ? tf : name === '@tensorflow/tfjs-backend-wasm' ? wasm : require(name);
  run(requireForBuild, module, module.exports);
  return module.exports;
}

addChainedOps();
const faceapi = loadFaceApi();
// One thread: the budget counts this thread's CPU time, and the image's cost is one core's.
tf.env().set('WASM_HAS_MULTITHREAD_SUPPORT', false);
wasm.setWasmPaths(`${path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm/package.json'))}/dist/`);
if (!(await tf.setBackend('wasm').catch(() => false))) await tf.setBackend('cpu');
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
