// The embedded database's thread (db/pglite-thread.ts). Plain JavaScript, like lib/cpu-worker.mjs, so that
// the thread starts the same way under the server (`node --import tsx`), under vitest and under `tsx`:
// it registers tsx itself, then loads the TypeScript that serves the calls.
import { writeFileSync } from 'node:fs';
import { register } from 'tsx/esm/api';

// The thread's name in `top -H` and /proc (Linux only; at most 15 characters).
try {
  writeFileSync('/proc/thread-self/comm', 'pc-pglite');
} catch {}

register();
await import('./pglite-thread.worker.ts');
