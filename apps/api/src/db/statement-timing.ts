import type { Db, Tx } from './client.js';

/**
 * The hot statements whose duration the metrics report (`db_query_duration_seconds{statement}`, issue
 * 26): the reads and writes of the routes the bench loads (bench/README.md). A fixed list, so the label
 * never takes more values than these. Where a route runs its statements in one transaction (an answer,
 * a rating, a search), the name times that transaction: what the route waits for on the database.
 */
export const HOT_STATEMENTS = [
  'feed_page',
  'topic_detail',
  'thread_rows',
  'answer_page',
  'answer_insert',
  'rating_toggle',
  'search',
  'consensus_published',
] as const;

export type HotStatement = (typeof HOT_STATEMENTS)[number];

type Observer = (statement: HotStatement, seconds: number) => void;

/**
 * The observer of each app's database handle. Queries get the handle (`app.db`) and nothing else, and
 * tests run several apps in one process: keying by the handle sends each app's timings to its own
 * registry. A handle nobody observes (metrics off, a transaction's own handle) costs one lookup.
 */
const observers = new WeakMap<object, Observer>();

export function observeStatements(db: Db, observer: Observer): void {
  observers.set(db, observer);
}

/** Runs `run` and reports its duration under `statement`, failed or not, when `db` is observed. */
export async function timed<T>(db: Db | Tx, statement: HotStatement, run: () => PromiseLike<T>): Promise<T> {
  const observer = observers.get(db);
  if (!observer) return run();
  const start = performance.now();
  try {
    return await run();
  } finally {
    observer(statement, (performance.now() - start) / 1000);
  }
}
