import { readlinkSync } from 'node:fs';
import { parentPort, receiveMessageOnPort, workerData } from 'node:worker_threads';
import { PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from './pglite-extensions.js';
import { preparedReads } from './pglite-prepared.js';
import {
  ASKED,
  ANSWERED,
  awaitSignal,
  type Reply,
  type Request,
  raise,
  TASK,
  type ThreadStart,
  type WireOptions,
} from './pglite-thread.js';

/**
 * The thread side of db/pglite-thread.ts: opens PGlite and serves the calls in the order they arrive
 * (PGlite's own lock queues them, and holds the others while a transaction is open). The hot reads are
 * prepared here (db/pglite-prepared.ts), where PGlite's serializers are.
 */
const start = workerData as ThreadStart;
const opening = PGlite.create({
  dataDir: start.dataDir,
  loadDataDir: start.snapshot,
  extensions: PGLITE_EXTENSIONS,
}).then(preparedReads);
// A failed open is answered to the `ready` call; it must not also end the thread as unhandled.
opening.catch(() => undefined);
const port = parentPort!;
const { sync } = start;
// This thread's task id (Linux), by which a waiting server thread notices that it ended.
try {
  Atomics.store(sync.signal, TASK, Number(readlinkSync('/proc/thread-self').split('/').pop()));
} catch {}

/** A transaction the other side holds open: its statements run on `tx` until `finish` ends it. */
interface OpenTransaction {
  tx: Transaction;
  finish: (commit: boolean) => void;
  done: Promise<void>;
}
const transactions = new Map<number, OpenTransaction>();
/** What the rolled-back callback throws: PGlite rolls back, and the `end` call is answered as done. */
const ROLLED_BACK = Symbol('rolled back');

const raw = (value: string) => value;
function queryOptions(wire?: WireOptions): QueryOptions | undefined {
  if (!wire) return undefined;
  const { rawTypes, ...options } = wire;
  // The other side parses these types with its own parsers (functions cannot cross): the text as it is.
  return rawTypes?.length ? { ...options, parsers: Object.fromEntries(rawTypes.map((type) => [type, raw])) } : options;
}

function transactionOf(id: number): Transaction {
  const open = transactions.get(id);
  if (!open) throw new Error('Transaction is closed');
  return open.tx;
}

function begin(db: PGlite, id: number): Promise<void> {
  return new Promise((began, failed) => {
    let finish!: (commit: boolean) => void;
    const ended = new Promise<void>((commit, rollBack) => {
      finish = (commit_) => (commit_ ? commit() : rollBack(ROLLED_BACK));
    });
    const done = db.transaction(async (tx) => {
      transactions.set(id, { tx, finish, done });
      began();
      await ended;
    });
    // BEGIN itself failed: answered to `begin` (once begun, `end` answers the outcome).
    done.catch(failed);
  });
}

async function end(id: number, commit: boolean): Promise<void> {
  const open = transactions.get(id);
  if (!open) throw new Error('Transaction is closed');
  open.finish(commit);
  try {
    await open.done;
  } catch (error) {
    if (error !== ROLLED_BACK) throw error;
  } finally {
    transactions.delete(id);
  }
}

async function serve(db: PGlite, request: Request): Promise<{ result: unknown; transfer?: ArrayBuffer[] }> {
  switch (request.op) {
    case 'ready':
      return { result: null };
    case 'query': {
      const on = request.tx === undefined ? db : transactionOf(request.tx);
      return { result: await on.query(request.text, request.params, queryOptions(request.options)) };
    }
    case 'exec': {
      const on = request.tx === undefined ? db : transactionOf(request.tx);
      return { result: (await on.exec(request.text, queryOptions(request.options))) as Results[] };
    }
    case 'begin':
      await begin(db, request.tx);
      return { result: null };
    case 'end':
      await end(request.tx, request.commit);
      return { result: null };
    case 'dump': {
      const bytes = await (await db.dumpDataDir(request.compression)).arrayBuffer();
      return { result: bytes, transfer: [bytes] };
    }
    case 'close':
      await db.close();
      return { result: null };
  }
}

/** An error as it crosses: its message and every plain field (PostgreSQL's code, detail, constraint...). */
function errorReply(id: number, error: unknown): Reply {
  if (!(error instanceof Error)) return { id, error: { message: String(error) } };
  const fields: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') fields[key] = value;
  }
  return { id, error: { ...fields, message: error.message, ...(error.stack ? { stack: error.stack } : {}) } };
}

/** The synchronous call being served (pglite-thread.ts, `callSync`): its answer wakes the waiting thread. */
let syncCall: number | null = null;
function answer(reply: Reply, sent: boolean, transfer: ArrayBuffer[] = []): void {
  if (!sent) {
    port.postMessage(reply, transfer);
    return;
  }
  syncCall = null;
  sync.answers.postMessage(reply, transfer);
  raise(sync.signal, ANSWERED);
}

/**
 * A begun transaction's statements, taken from the statements' port as they are asked for, without
 * this thread's event loop (nothing else may run while the transaction holds PGlite's lock), until its end.
 */
async function serveTransaction(db: PGlite): Promise<void> {
  for (;;) {
    awaitSignal(sync.signal, ASKED);
    const message = receiveMessageOnPort(sync.statements)?.message as (Request & { id: number }) | undefined;
    if (!message) continue;
    syncCall = message.id;
    try {
      const { result } = await serve(db, message);
      answer({ id: message.id, result }, true);
    } catch (error) {
      answer(errorReply(message.id, error), true);
    }
    if (message.op === 'end') return;
  }
}

port.on('message', async (message: Request & { id: number; sync?: true }) => {
  const sent = message.sync === true;
  if (sent) syncCall = message.id;
  let begun = false;
  try {
    const db = await opening;
    const { result, transfer } = await serve(db, message);
    begun = message.op === 'begin';
    answer({ id: message.id, result }, sent, transfer);
    if (begun) await serveTransaction(db);
  } catch (error) {
    if (!begun) answer(errorReply(message.id, error), sent);
  }
});

// An error nothing caught ends this thread: a server thread waiting on it hears it first.
process.on('uncaughtException', (error) => {
  if (syncCall !== null) answer(errorReply(syncCall, error), true);
  process.exit(1);
});
