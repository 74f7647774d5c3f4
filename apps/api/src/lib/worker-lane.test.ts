import { Worker } from 'node:worker_threads';
import { ERROR_CODES } from '@pc/contracts';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { overBudget } from './cpu-pool.js';
import { AppError } from './errors.js';
import { createWorkerLane, type LaneBudget } from './worker-lane.js';

/**
 * The lane that OCR and the face detector run in (worker-lane.ts), with a worker of the test's own: it
 * names its thread as theirs do and, per job, either spins (uses CPU) or sleeps (uses none) for the
 * time it is given, then answers its thread id.
 */
const SCRIPT = `
const { parentPort, threadId } = require('node:worker_threads');
try { require('node:fs').writeFileSync('/proc/thread-self/comm', 'pc-lane-test'); } catch {}
const cell = new Int32Array(new SharedArrayBuffer(4));
parentPort.on('message', ({ id, spin, sleep }) => {
  const until = Date.now() + spin;
  while (Date.now() < until) {}
  if (sleep) Atomics.wait(cell, 0, 0, sleep);
  parentPort.postMessage({ id, threadId });
});
`;

interface TestWorker {
  thread: Worker;
  ask(job: { spin?: number; sleep?: number }): Promise<number>;
}

const budget: LaneBudget = { cpuMs: 400, wallMs: 20_000 };
let nextId = 1;
const lane = createWorkerLane<TestWorker>({
  threadName: 'pc-lane-test',
  queue: 1,
  budget,
  tooLong: () => overBudget('Too long.'),
  end: (w) => w.thread.terminate().then(() => undefined),
  start: async () => {
    const thread = new Worker(SCRIPT, { eval: true });
    const waiting = new Map<number, (threadId: number) => void>();
    thread.on('message', ({ id, threadId }) => waiting.get(id)?.(threadId));
    // As OCR's and the face detector's start, once the script has run (and named its thread).
    await new Promise<void>((resolve) => {
      waiting.set(0, () => resolve());
      thread.postMessage({ id: 0, spin: 0, sleep: 0 });
    });
    return {
      thread,
      ask: ({ spin = 0, sleep = 0 }) =>
        new Promise<number>((resolve) => {
          const id = nextId++;
          waiting.set(id, resolve);
          thread.postMessage({ id, spin, sleep });
        }),
    };
  },
});
lane.open();
afterAll(() => lane.release());
afterEach(() => Object.assign(budget, { cpuMs: 400, wallMs: 20_000 }));

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
};

describe.runIf(process.platform === 'linux')('a worker lane', () => {
  it('counts the thread’s CPU time, not the clock: a job that waits longer than the budget without working is answered', async () => {
    const first = await lane.run((w) => w.ask({ sleep: 1_200 }));
    expect(first).toBeGreaterThan(0);
  });

  it('refuses a job that works past its CPU budget with 503 time_budget_exceeded, and runs the next on a new thread', async () => {
    const before = await lane.run((w) => w.ask({}));
    const error = await refusal(lane.run((w) => w.ask({ spin: 5_000 })));
    expect(error).toMatchObject({ statusCode: 503, code: ERROR_CODES.timeBudgetExceeded });
    const after = await lane.run((w) => w.ask({}));
    expect(after).not.toBe(before);
  });

  it('refuses a job still unanswered at the clock’s ceiling, waiting included', async () => {
    budget.wallMs = 300;
    const error = await refusal(lane.run((w) => w.ask({ sleep: 2_000 })));
    expect(error).toMatchObject({ statusCode: 503, code: ERROR_CODES.timeBudgetExceeded });
  });

  it('takes one job and `queue` waiting, and refuses more at once with 503 busy', async () => {
    const jobs = [0, 1, 2].map(() => lane.run((w) => w.ask({ sleep: 200 })));
    const settled = await Promise.allSettled(jobs);
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    expect((settled[2] as PromiseRejectedResult).reason).toMatchObject({ statusCode: 503, code: ERROR_CODES.busy });
  });

  it('ends the thread when the last app releases the lane', async () => {
    const before = await lane.run((w) => w.ask({}));
    await lane.release();
    lane.open();
    expect(await lane.run((w) => w.ask({}))).not.toBe(before);
  });
});
