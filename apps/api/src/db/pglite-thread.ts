import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MessageChannel, type MessagePort, receiveMessageOnPort, Worker } from 'node:worker_threads';
import type { ParserOptions, QueryOptions, Results, Transaction } from '@electric-sql/pglite';

/**
 * The embedded database on a thread of its own (issue 27). PGlite is PostgreSQL compiled to WebAssembly:
 * in the server's own thread every statement (its planning, execution and the wire protocol's parsing)
 * ran on the event loop, so the HTTP work and the database took turns on one core while the second sat
 * idle, and a long statement held every other request, `/api/health` included. Here PGlite runs in a
 * worker thread (`pglite-worker.mjs` → `pglite-thread.worker.ts`) and this client forwards each call.
 *
 * It offers what Drizzle's PGlite driver, pg-boss's adapter and the backup use of a `PGlite`: `query`,
 * `exec`, `transaction` (whose statements run on the thread's transaction, other calls waiting behind it
 * as PGlite's own lock makes them), `dumpDataDir` and `close`.
 *
 * A transaction holds PGlite's lock from its BEGIN to its COMMIT, and every other statement waits. Were
 * its statements answered as messages, each answer would wait its turn in this busy event loop (behind
 * every request's work in that loop turn) while the lock stayed held and the database thread idle: the
 * writes fell to half (bench/README.md, 2026-11-30, session 10). So this thread's transactions take
 * turns here, and the one whose turn it is runs its BEGIN, statements and COMMIT synchronously: it posts
 * each and waits (`Atomics.wait`) for the answer on a port of its own, as it waited for PGlite when
 * PGlite ran in this thread. A transaction waiting for its turn waits as a promise, never in place: the
 * one before it may be awaiting something else and needs this thread to end.
 */
export class PGliteThread {
  private readonly pending = new Map<number, { resolve: (value: any) => void; reject: (error: Error) => void }>();
  private nextId = 1;
  private nextTx = 1;
  /** Set once the thread has ended (closed, or stopped by an error): every later call fails with it. */
  private stopped: Error | null = null;

  /** Settles when the transaction whose turn it is now has ended. */
  private turn: Promise<void> = Promise.resolve();

  private constructor(
    private readonly worker: Worker,
    private readonly sync: SyncLine,
  ) {
    worker.on('message', (message: Reply) => this.settle(message));
    worker.on('error', (error) => this.stop(new Error(`The embedded database stopped: ${error.message}`)));
    worker.on('exit', (code) => this.stop(new Error(`The embedded database stopped (thread exit code ${code}).`)));
    // Like an in-process PGlite, an idle thread does not keep the process alive; a call under way does.
    worker.unref();
  }

  /** Starts the thread and opens the database (a folder, or memory without one; from `snapshot` if given). */
  static async open(options: { dataDir?: string; snapshot?: Blob }): Promise<PGliteThread> {
    const answers = new MessageChannel();
    const statements = new MessageChannel();
    const signal = new Int32Array(new SharedArrayBuffer(12));
    const workerData: ThreadStart = {
      ...options,
      sync: { answers: answers.port2, statements: statements.port2, signal },
    };
    const worker = new Worker(WORKER_PATH, { workerData, transferList: [answers.port2, statements.port2] });
    const thread = new PGliteThread(worker, { answers: answers.port1, statements: statements.port1, signal });
    await thread.call({ op: 'ready' });
    return thread;
  }

  query<T = Record<string, unknown>>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.statement<T>({ op: 'query', text, params }, options);
  }

  async exec(text: string, options?: QueryOptions): Promise<Results[]> {
    const { parsers, wire } = split(options);
    const results = (await this.call({ op: 'exec', text, options: wire })) as Results[];
    return parsers ? results.map((result) => parse(result, parsers)) : results;
  }

  /**
   * Runs `callback` in one transaction: committed when it resolves, rolled back when it throws (its
   * error is rethrown). Other calls wait until it ends, as with PGlite itself.
   */
  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    // This thread's transactions take turns (see the class's comment): a turn passes to the next one
    // as a promise, with no wait for the event loop, and only the one whose turn it is waits in place.
    const previous = this.turn;
    let pass!: () => void;
    this.turn = new Promise((resolve) => {
      pass = resolve;
    });
    await previous;
    try {
      return await this.inTurn(callback);
    } finally {
      pass();
    }
  }

  private async inTurn<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    const tx = this.nextTx++;
    this.callSync({ op: 'begin', tx });
    let closed = false;
    const open = () => {
      if (closed) throw new Error('Transaction is closed');
    };
    const end = (commit: boolean) => {
      if (closed) return;
      closed = true;
      this.callSync({ op: 'end', tx, commit });
    };
    const handle = {
      query: async <R>(text: string, params?: unknown[], options?: QueryOptions) => {
        open();
        const { parsers, wire } = split(options);
        const result = this.callSync({ op: 'query', text, params, options: wire, tx }) as Results<R>;
        return parsers ? parse(result, parsers) : result;
      },
      exec: async (text: string, options?: QueryOptions) => {
        open();
        const { parsers, wire } = split(options);
        const results = this.callSync({ op: 'exec', text, options: wire, tx }) as Results[];
        return parsers ? results.map((result) => parse(result, parsers)) : results;
      },
      rollback: async () => {
        open();
        end(false);
      },
      get closed() {
        return closed;
      },
    } as unknown as Transaction;
    let result: T;
    try {
      result = await callback(handle);
    } catch (error) {
      // The callback's error is the one the caller needs; a failed rollback ends the thread's transaction anyway.
      try {
        end(false);
      } catch {}
      throw error;
    }
    end(true);
    return result;
  }

  /** A tar of the data folder, taken between two statements (what `npm run backup` archives). */
  async dumpDataDir(compression: 'none' | 'gzip' | 'auto' = 'none'): Promise<Blob> {
    const bytes = (await this.call({ op: 'dump', compression })) as ArrayBuffer;
    return new Blob([bytes]);
  }

  async close(): Promise<void> {
    if (this.stopped) return;
    await this.call({ op: 'close' });
    this.sync.answers.close();
    this.sync.statements.close();
    await this.worker.terminate();
  }

  private async statement<T>(request: Omit<QueryRequest, 'options'>, options?: QueryOptions): Promise<Results<T>> {
    const { parsers, wire } = split(options);
    const result = (await this.call({ ...request, options: wire })) as Results<T>;
    return parsers ? parse(result, parsers) : result;
  }

  private call(request: Request): Promise<unknown> {
    if (this.stopped) return Promise.reject(this.stopped);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      if (this.pending.size === 0) this.worker.ref();
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...request, id });
    });
  }

  /**
   * Posts `request` and waits in this thread for its answer (a transaction's BEGIN, statements and end,
   * above): the BEGIN as a message to the thread's event loop (after the calls sent before it), the rest
   * on the statements' port, which the thread watches without its event loop until the transaction ends
   * (pglite-thread.worker.ts). A thread that ended without answering is noticed (Linux: its task is
   * gone); one that fails answers before it ends.
   */
  private callSync(request: Request): unknown {
    if (this.stopped) throw this.stopped;
    const id = this.nextId++;
    const { signal } = this.sync;
    Atomics.store(signal, ANSWERED, 0);
    if (request.op === 'begin') this.worker.postMessage({ ...request, id, sync: true });
    else {
      this.sync.statements.postMessage({ ...request, id });
      raise(signal, ASKED);
    }
    awaitSignal(signal, ANSWERED, () => {
      const task = Atomics.load(signal, TASK);
      if (task > 0 && !existsSync(`/proc/self/task/${task}`)) {
        this.stop(new Error('The embedded database stopped (its thread ended).'));
        throw this.stopped;
      }
    });
    const reply = receiveMessageOnPort(this.sync.answers)?.message as Reply | undefined;
    if (!reply || reply.id !== id) throw new Error('The embedded database answered out of turn.');
    if ('error' in reply) throw Object.assign(new DatabaseError(reply.error.message), reply.error);
    return reply.result;
  }

  private settle(reply: Reply): void {
    const waiting = this.pending.get(reply.id);
    if (!waiting) return;
    this.pending.delete(reply.id);
    if (this.pending.size === 0) this.worker.unref();
    if ('error' in reply) waiting.reject(Object.assign(new DatabaseError(reply.error.message), reply.error));
    else waiting.resolve(reply.result);
  }

  private stop(error: Error): void {
    this.stopped ??= error;
    for (const waiting of this.pending.values()) waiting.reject(this.stopped);
    this.pending.clear();
  }
}

/** An error PGlite raised on the thread: PostgreSQL's fields (code, detail, constraint...) as it gave them. */
export class DatabaseError extends Error {
  override name = 'DatabaseError';
}

const WORKER_PATH = fileURLToPath(new URL('./pglite-worker.mjs', import.meta.url));

export interface ThreadStart {
  dataDir?: string;
  snapshot?: Blob;
  sync: SyncLine;
}

/**
 * The line of a transaction's synchronous calls. This side posts a statement on `statements` and
 * raises `signal[ASKED]`; the thread posts the answer on `answers` and raises `signal[ANSWERED]`.
 * `signal[TASK]` is the database thread's task id (Linux), by which a waiting side notices its end.
 */
export interface SyncLine {
  answers: MessagePort;
  statements: MessagePort;
  signal: Int32Array;
}

export const ANSWERED = 0;
export const TASK = 1;
export const ASKED = 2;

export function raise(signal: Int32Array, index: number): void {
  Atomics.store(signal, index, 1);
  Atomics.notify(signal, index);
}

/** Waits until `signal[index]` is raised and lowers it, waking each second to run `check` (which may throw). */
export function awaitSignal(signal: Int32Array, index: number, check: () => void = () => {}): void {
  while (Atomics.load(signal, index) === 0) {
    if (Atomics.wait(signal, index, 0, 1_000) === 'timed-out') check();
  }
  Atomics.store(signal, index, 0);
}

/** A call's options as they cross: `rawTypes` are the types whose values come back as PostgreSQL's text. */
export interface WireOptions {
  rowMode?: QueryOptions['rowMode'];
  paramTypes?: number[];
  blob?: Blob;
  rawTypes?: number[];
}

interface QueryRequest {
  op: 'query';
  text: string;
  params?: unknown[];
  options?: WireOptions;
  tx?: number;
}

export type Request =
  | { op: 'ready' }
  | QueryRequest
  | { op: 'exec'; text: string; options?: WireOptions; tx?: number }
  | { op: 'begin'; tx: number }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'dump'; compression: 'none' | 'gzip' | 'auto' }
  | { op: 'close' };

export type Reply =
  | { id: number; result: unknown }
  | { id: number; error: { message: string } & Record<string, string | number | boolean> };

function split(options?: QueryOptions): { parsers?: ParserOptions; wire?: WireOptions } {
  if (!options) return {};
  if (options.serializers || options.onNotice) {
    throw new TypeError('The embedded database runs on its own thread: serializers and onNotice cannot be passed');
  }
  const { parsers, rowMode, paramTypes, blob } = options;
  const rawTypes = parsers ? Object.keys(parsers).map(Number) : undefined;
  return { parsers, wire: { rowMode, paramTypes, blob, rawTypes } };
}

/** Applies the caller's parsers to the columns of their types (left as text by the thread). */
function parse<T>(result: Results<T>, parsers: ParserOptions): Results<T> {
  const columns = result.fields
    .map((field, index) => ({ key: index, name: field.name, parser: parsers[field.dataTypeID] }))
    .filter((column) => column.parser);
  if (columns.length === 0) return result;
  // In object mode a later column of the same name wins, as in PGlite: only that one is parsed.
  const byName = new Map(result.fields.map((field, index) => [field.name, index]));
  for (const row of result.rows as unknown as Record<string | number, unknown>[]) {
    const isArray = Array.isArray(row);
    for (const column of columns) {
      if (!isArray && byName.get(column.name) !== column.key) continue;
      const key = isArray ? column.key : column.name;
      const value = row[key];
      if (typeof value === 'string') row[key] = column.parser!(value);
    }
  }
  return result;
}
