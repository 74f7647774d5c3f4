// The OCR worker thread's entry (lib/ocr.ts): tesseract.js's own node worker, started at a lower CPU
// priority than the event loop (nice +15 on Linux, where a thread has its own) and than the detector's
// pool (+10, cpu-pool.ts): a page of OCR takes a second or more, a text check a few milliseconds, so
// the short work goes first; BACKGROUND_PRIORITY=same keeps it at the loop's (background-priority.ts).
// @napi-rs/nice is piscina's own optional dependency; without it, as is.
try {
  if (process.env.BACKGROUND_PRIORITY !== 'same') require('@napi-rs/nice').nice(15);
} catch {}
// The thread's name, by which the lane (worker-lane.ts) finds its CPU time for the budget (Linux only).
try {
  require('node:fs').writeFileSync('/proc/thread-self/comm', 'pc-ocr');
} catch {}
require('tesseract.js/src/worker-script/node/index.js');
