import { readdirSync, readFileSync } from 'node:fs';
import { busy } from './cpu-pool.js';

/**
 * A lane for heavy work that runs in one long-lived worker thread of its own (the OCR reader and the
 * face detector, issue 23): the thread starts with the first job (never at start: tests build many
 * apps), takes one job at a time with `queue` more waiting (further jobs are refused at once with 503
 * `busy`), is ended when the last app that opened the lane releases it, and is ended when a job
 * overruns its budget (neither Tesseract nor tfjs can stop half-way; the next job starts a new thread).
 *
 * The budget is the CPU time the thread spends on the job, not the time on the clock: the threads run
 * at a low priority (nice +15), so on a machine busy with other work a small image takes many seconds
 * of waiting for very little work, and refusing it would refuse for the load, not for the image. On
 * Linux the thread's CPU time is read from /proc (the worker's script names its thread by writing
 * `threadName` to /proc/thread-self/comm);
 * elsewhere the job's time on the clock stands in for it. A ceiling on the clock (`wallMs`, counted
 * from the moment the job asks, waiting included) still bounds how long a member waits.
 */
export interface LaneBudget {
  /** The thread's CPU time for one job. */
  cpuMs: number;
  /** From asking (queue included) to the answer, on the clock. */
  wallMs: number;
}

export interface WorkerLane<W> {
  /** An app that uses the lane opens a lease when it starts... */
  open(): void;
  /** ...and releases it when it closes; the last release ends the thread (tests and SIGTERM exit at once). */
  release(): Promise<void>;
  /** Runs `job` on the thread when its turn comes, within the budget (or refuses: `busy`, `tooLong`). */
  run<T>(job: (worker: W) => Promise<T>, budget?: LaneBudget): Promise<T>;
}

export interface LaneOptions<W> {
  /** The name the worker gives its thread (at most 15 characters: Linux's limit). */
  threadName: string;
  /** Starts a worker; calls `stopped` if the thread ends on its own (it is then not reused). */
  start: (stopped: () => void) => Promise<W>;
  end: (worker: W) => Promise<void>;
  /** Jobs waiting besides the running one. */
  queue: number;
  /** Read at each job, so tests can lower it. */
  budget: LaneBudget;
  tooLong: () => Error;
}

const TICK_MS = 10;

/** CPU time in ms of this process's thread with that id (Linux); NaN when it cannot be read. */
function threadCpuMs(tid: string): number {
  try {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return Number.NaN;
  }
}

/** The newest thread of this process with that name (a replaced worker's may still be ending). */
function threadNamed(name: string): string | null {
  try {
    let found: string | null = null;
    for (const tid of readdirSync('/proc/self/task')) {
      if (readFileSync(`/proc/self/task/${tid}/comm`, 'utf8').trim() !== name) continue;
      if (found === null || Number(tid) > Number(found)) found = tid;
    }
    return found;
  } catch {
    return null;
  }
}

export function createWorkerLane<W>(options: LaneOptions<W>): WorkerLane<W> {
  /** The thread's id once found by its name (a worker may name its thread after it has started). */
  let current: Promise<{ worker: W; tid: string | null }> | null = null;
  let users = 0;
  let queued = 0;
  let tail: Promise<unknown> = Promise.resolve();

  async function endWorker(): Promise<void> {
    const ending = current;
    current = null;
    if (!ending) return;
    await ending.then(({ worker }) => options.end(worker)).catch(() => undefined);
  }

  function theWorker() {
    if (!current) {
      const starting = options
        .start(() => {
          if (current === starting) current = null;
        })
        .then((worker) => ({ worker, tid: threadNamed(options.threadName) }));
      current = starting;
      starting.catch(() => {
        if (current === starting) current = null;
      });
    }
    return current;
  }

  /** Resolves 'late' once the job has used its CPU budget or the clock's ceiling is reached. */
  function watch(tid: string | null, asked: number, budget: LaneBudget) {
    const began = Date.now();
    const cpuAtStart = tid === null ? Number.NaN : threadCpuMs(tid);
    const every = Math.min(100, Math.max(5, budget.cpuMs / 10));
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setInterval(() => {
        const now = Date.now();
        const cpu = threadCpuMs(tid ?? '');
        const used = Number.isNaN(cpu) || Number.isNaN(cpuAtStart) ? now - began : cpu - cpuAtStart;
        if (used > budget.cpuMs || now - asked > budget.wallMs) resolve('late');
      }, every);
      timer.unref();
    });
    return { late, stop: () => clearInterval(timer) };
  }

  return {
    open() {
      users++;
    },
    async release() {
      users = Math.max(0, users - 1);
      if (users === 0) await endWorker();
    },
    run<T>(job: (worker: W) => Promise<T>, budget: LaneBudget = { ...options.budget }): Promise<T> {
      // Counted and queued in one synchronous step: no other request can take the place in between.
      if (queued > options.queue) return Promise.reject(busy());
      queued++;
      const asked = Date.now();
      const turn = tail.then(async () => {
        try {
          if (Date.now() - asked > budget.wallMs) throw options.tooLong();
          const started = await theWorker();
          started.tid ??= threadNamed(options.threadName);
          const watcher = watch(started.tid, asked, budget);
          const { worker } = started;
          const work = job(worker);
          try {
            const answer = await Promise.race([work, watcher.late]);
            if (answer === 'late') {
              work.catch(() => undefined);
              await endWorker();
              throw options.tooLong();
            }
            return answer as T;
          } finally {
            watcher.stop();
          }
        } finally {
          queued--;
        }
      });
      tail = turn.catch(() => undefined);
      return turn;
    },
  };
}
