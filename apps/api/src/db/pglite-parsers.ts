import type { PGlite, QueryOptions } from '@electric-sql/pglite';

type Parser = (text: string, typeId?: number) => unknown;
type Parsers = Record<number, Parser>;
type Query = (text: string, params?: unknown[], options?: QueryOptions) => Promise<unknown>;
type Exec = (text: string, options?: QueryOptions) => Promise<unknown>;
type Client = Pick<PGlite, 'query' | 'exec'> & Partial<Pick<PGlite, 'transaction'>>;

/**
 * The types Drizzle reads as PostgreSQL's text rather than parsed (drizzle-orm/pglite/session.js):
 * timestamp, timestamptz, interval, date, their arrays, and numeric[].
 */
const KEPT_AS_TEXT = new Set([1114, 1184, 1186, 1082, 1115, 1185, 1187, 1182, 1231]);
const asText: Parser = (text) => text;
/** What a parser that keeps the text returns unchanged (and any real parser would not). */
const PROBE = '\u0001pglite-parsers-probe';

/** PGlite's own parsers for those types, per parser map (the API tests' leased clients share one). */
const originalsByMap = new WeakMap<Parsers, Parsers>();

/**
 * PGlite merges a call's parsers into its whole map on every call that passes any
 * (`{ ...this.parsers, ...options.parsers }`, about 370 types here), and Drizzle passes its nine on
 * every statement. Measured on a `select 1`: 450 µs a call against 290 µs without (issue 27); the
 * floor pays it twice (the guard's read and its own statement).
 *
 * So the client's own map is given Drizzle's choice once, and a call whose parsers only keep those
 * types as text (Drizzle's, checked by what they return, not by who sent them) goes without them: the
 * same rows, no merge. Every other call is answered exactly as PGlite alone would: one that passes no
 * parsers gets PGlite's own for those types back (`executeSql`, pg-boss, the ping: these still merge,
 * and none is on a hot path), one that passes others gets them on top of PGlite's own.
 */
export function lightParsers<C extends Client>(client: C): C {
  const map = (client as unknown as PGlite).parsers as Parsers;
  let originals = originalsByMap.get(map);
  if (!originals) {
    originals = {};
    // A type PGlite has no parser for comes back as its text, which is what `asText` does.
    for (const type of KEPT_AS_TEXT) originals[type] = map[type] ?? asText;
    for (const type of KEPT_AS_TEXT) map[type] = asText;
    originalsByMap.set(map, originals);
  }
  const pglites = originals;

  const adjusted = (options?: QueryOptions): QueryOptions => {
    const given = options?.parsers as Parsers | undefined;
    if (!given) return { ...options, parsers: pglites };
    if (keepsText(given)) {
      const { parsers: _merged, ...rest } = options as QueryOptions;
      return rest;
    }
    return { ...options, parsers: { ...pglites, ...given } };
  };

  wrap(client, adjusted);
  const transaction = client.transaction?.bind(client);
  if (transaction) {
    // A transaction's connection object has its own query and exec (PGlite's `transaction`).
    client.transaction = ((callback: (tx: any) => Promise<unknown>) =>
      transaction((tx) => callback(wrap(tx, adjusted)))) as C['transaction'];
  }
  return client;
}

function wrap<T extends Pick<PGlite, 'query' | 'exec'>>(target: T, adjusted: (o?: QueryOptions) => QueryOptions): T {
  const query = target.query.bind(target) as Query;
  const exec = target.exec.bind(target) as Exec;
  target.query = ((text: string, params?: unknown[], options?: QueryOptions) =>
    query(text, params, adjusted(options))) as T['query'];
  target.exec = ((text: string, options?: QueryOptions) => exec(text, adjusted(options))) as T['exec'];
  return target;
}

/** Whether every parser given is for a type kept as text and keeps it so. */
function keepsText(given: Parsers): boolean {
  for (const key in given) {
    const type = Number(key);
    if (!KEPT_AS_TEXT.has(type)) return false;
    try {
      if (given[type]?.(PROBE, type) !== PROBE) return false;
    } catch {
      return false;
    }
  }
  return true;
}
