import { niceIncrement } from './background-priority.js';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { ERROR_CODES } from '@pc/contracts';
import Piscina from 'piscina';
import { type CpuTaskInput, type CpuTaskName, type CpuTaskResult, cpuTasks } from './cpu-tasks.js';
import { AppError } from './errors.js';

/**
 * The one home of CPU-heavy work in the API (issue 22): a pool of worker threads (piscina), so that a long
 * task never blocks the event loop that answers every other request. Bounded everywhere: threads (one
 * core is left to the event loop), queue (past it: 503 `busy` at once), and time (each task's budget, past
 * which it is cancelled, its worker thread ended and replaced: 503 `time_budget_exceeded`).
 */

/**
 * A task's time once a worker is up, waiting in the queue included: 2 s is 20 times what the longest text a
 * route takes (50,000 characters of the detector's worst shape) needs on a busy core. Tests lower it to see
 * a task cancelled.
 */
export const cpuBudget = { ms: 2000 };
/** Threads: the cores less the one the event loop needs, at least one. */
export const CPU_POOL_THREADS = Math.max(1, availableParallelism() - 1);
/**
 * Tasks waiting for a thread; more are refused (each waits at most the budget anyway). The bound is ours
 * (`runInPool`), not piscina's `maxQueue`: piscina 5 counts against it only tasks without an abort signal,
 * and every task here has one (its budget), so piscina would queue without limit.
 */
export const CPU_POOL_QUEUE = 4 * CPU_POOL_THREADS;

type Job = { name: CpuTaskName; input: unknown };

let pool: Piscina<Job, unknown> | null = null;
/** Resolves once a worker has loaded the tasks (see `warmUp`). */
let warm: Promise<unknown> = Promise.resolve();
let users = 0;

/** An app that runs tasks opens the pool when it starts and releases it when it closes. */
export function openCpuPool(): void {
  users++;
}

/** The last app to release the pool ends its threads (so tests and SIGTERM exit without waiting). */
export async function releaseCpuPool(): Promise<void> {
  users = Math.max(0, users - 1);
  if (users > 0 || !pool) return;
  const closing = pool;
  pool = null;
  await closing.destroy();
}

function thePool(): Piscina<Job, unknown> {
  if (!pool) {
    pool = new Piscina<Job, unknown>({
      filename: fileURLToPath(new URL('./cpu-worker.mjs', import.meta.url)),
      minThreads: CPU_POOL_THREADS,
      maxThreads: CPU_POOL_THREADS,
      // Workers stay: one cancelled by its budget is replaced at once, warm for the next task.
      // Lower CPU priority than the event loop's thread (Linux), so that on a busy machine it is the detector
      // that waits for a core, not every other request (lib/background-priority.ts).
      niceIncrement: niceIncrement(10),
      idleTimeout: Number.POSITIVE_INFINITY,
    });
    warmUp(pool);
  }
  return pool;
}

/**
 * Tasks wait (outside their budget) until a worker has loaded the tasks: a cold worker takes about a
 * second, several on a loaded machine, which is no task's own time. Called when the pool starts and
 * after a task is cancelled, since piscina then replaces its thread with a cold one.
 */
function warmUp(p: Piscina<Job, unknown>): void {
  warm = p.run({ name: 'detectPhi', input: { text: '', options: {} } }).catch(() => undefined);
}

/** Tasks the pool's threads have finished: how a test tells that work ran off the event loop. */
export const cpuPoolCompleted = (): number => pool?.completed ?? 0;

export const busy = () =>
  new AppError(503, ERROR_CODES.busy, 'The server is busy right now. Please try again in a moment.');
export const overBudget = (
  message = 'Checking this took too long. Please try again in a moment, or shorten the text.',
) => new AppError(503, ERROR_CODES.timeBudgetExceeded, message);

/** Runs a task in the pool within its budget; refuses with 503 `busy` or `time_budget_exceeded`. */
export async function runInPool<N extends CpuTaskName>(
  name: N,
  input: CpuTaskInput<N>,
  budgetMs = cpuBudget.ms,
): Promise<CpuTaskResult<N>> {
  const p = thePool();
  await warm;
  // Counted and submitted in one synchronous step: no other request can fill the queue in between.
  if (p.queueSize >= CPU_POOL_QUEUE) throw busy();
  const signal = AbortSignal.timeout(budgetMs);
  try {
    return (await p.run({ name, input }, { signal })) as CpuTaskResult<N>;
  } catch (error) {
    if (signal.aborted) {
      if (pool === p) warmUp(p);
      throw overBudget();
    }
    throw error;
  }
}

/**
 * Below this length a task costs less than handing it to a thread (about 0.15 ms of copying and waking):
 * the detector takes about 0.1 ms on 500 characters of clinical text and under 1 ms on its worst shapes
 * (docs/phi.md), so it runs inline, without a worker and without its queue.
 */
export const INLINE_MAX_LENGTH = 500;

/**
 * The detector's settings from the server's configuration (`PHI_REFERENCE_HOSTS`): one per process, as
 * the pool is; set when an app starts (plugins/cpu-pool.ts) and back to the defaults when it closes.
 */
export const detectorSettings: { referenceHosts: readonly string[] } = { referenceHosts: [] };

/** The detector on `text`: inline when short, otherwise in the pool (see `runInPool`). */
export async function detectPhiOffLoop(text: string): Promise<CpuTaskResult<'detectPhi'>> {
  const input = { text, options: { referenceHosts: detectorSettings.referenceHosts } };
  if (text.length <= INLINE_MAX_LENGTH) return cpuTasks.detectPhi(input);
  return runInPool('detectPhi', input);
}
