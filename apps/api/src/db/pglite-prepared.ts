import type { PGlite, QueryOptions, Results } from '@electric-sql/pglite';
import { preparedName } from './raw-sql.js';

type Query = (text: string, params?: unknown[], options?: QueryOptions) => Promise<Results>;
type Exec = (text: string, options?: QueryOptions) => Promise<Results[]>;
interface Prepared {
  /** Each parameter's type (oid), as PostgreSQL inferred it when the statement was prepared. */
  types: number[];
}

/** Statements that PostgreSQL reports gone or stale: prepared again once, then run. */
const GONE = new Set(['26000', '0A000']);

/**
 * The hot reads (`selectRows(..., { prepared: true })`, db/raw-sql.ts) as prepared statements on PGlite
 * too (issue 27). PGlite's `query` parses and plans every statement on every call (it always uses the
 * unnamed statement), which was half of its database time on the feed and three quarters on opening a
 * question. Its public API binds parameters only to the unnamed statement, so a hot read is prepared
 * once per database (`PREPARE`, its parameters' types as PostgreSQL infers them, as for `query`) and
 * run with `EXECUTE name('…', …)` through `exec`: one simple-protocol message, the plan kept.
 *
 * The parameters are written into the EXECUTE as string literals, each first serialized exactly as
 * `query` would send it in its Bind (PGlite's serializer for the parameter's type, else `toString`).
 * A string literal is safe to build by doubling its quotes only with standard_conforming_strings on
 * (no backslash escapes) and an encoding whose multibyte characters never hold a quote byte (UTF-8):
 * both are checked once per database, and this path stays off otherwise. A value holding a NUL
 * (which no text parameter can hold) goes through `query`, which refuses it as before.
 *
 * Only the database's own `query` is wrapped: a transaction's statements (its connection object) keep
 * the unnamed path, where a failed EXECUTE would abort the transaction before it could be prepared again.
 */
export function preparedReads<C extends Pick<PGlite, 'query' | 'exec'>>(client: C): C {
  const query = client.query.bind(client) as Query;
  const exec = client.exec.bind(client) as unknown as Exec;
  // Promises, so that requests arriving together for a statement not yet prepared share one PREPARE.
  const prepared = new Map<string, Promise<Prepared>>();
  let usable: Promise<boolean> | null = null;

  const safeLiterals = async () => {
    const settings = await query(
      `select current_setting('standard_conforming_strings') as scs, current_setting('server_encoding') as enc`,
    );
    const row = settings.rows[0] as { scs: string; enc: string } | undefined;
    return row?.scs === 'on' && row.enc === 'UTF8';
  };

  const prepare = async (name: string, text: string): Promise<Prepared> => {
    try {
      await exec(`prepare "${name}" as ${text}`);
    } catch (error) {
      // Prepared already (a stale one being replaced): dropped and prepared again.
      if ((error as { code?: string }).code !== '42P05') throw error;
      await exec(`deallocate "${name}"`);
      await exec(`prepare "${name}" as ${text}`);
    }
    const described = await query(
      'select parameter_types::oid[] as types from pg_prepared_statements where name = $1',
      [name],
    );
    const types = ((described.rows[0] as { types?: unknown } | undefined)?.types ?? []) as number[];
    return { types: types.map(Number) };
  };

  const preparedStatement = (name: string, text: string): Promise<Prepared> => {
    let statement = prepared.get(name);
    if (!statement) {
      statement = prepare(name, text);
      prepared.set(name, statement);
      // A failed PREPARE is not kept (unless already replaced): the next call tries again.
      const made = statement;
      made.catch(() => prepared.get(name) === made && prepared.delete(name));
    }
    return statement;
  };

  const literals = (statement: Prepared, params: unknown[]): string[] | null => {
    const serializers = (client as unknown as PGlite).serializers;
    const out: string[] = [];
    for (let i = 0; i < params.length; i++) {
      const value = params[i];
      if (value === null || value === undefined) {
        out.push('null');
        continue;
      }
      const serialize = serializers[statement.types[i] ?? -1];
      const text: unknown = serialize ? serialize(value) : String(value);
      // Only text can be a literal; anything else (or a NUL) is bound by `query` as before.
      if (typeof text !== 'string' || text.includes('\0')) return null;
      out.push(`'${text.replaceAll("'", "''")}'`);
    }
    return out;
  };

  /**
   * Runs the statement prepared. Dropped (`discard all`) or stale (a table changed under its plan), it is
   * prepared again once: `stale` is the preparation that failed, replaced only if no request already did.
   */
  const run = async (
    name: string,
    text: string,
    params: unknown[],
    options?: QueryOptions,
    stale?: Promise<Prepared>,
  ): Promise<Results> => {
    if (stale && prepared.get(name) === stale) prepared.delete(name);
    const pending = preparedStatement(name, text);
    // One that cannot be prepared runs as before: `query` answers it, or refuses it the same way.
    const statement = await pending.catch(() => null);
    if (statement === null) return query(text, params, options);
    const values = literals(statement, params);
    if (values === null) return query(text, params, options);
    try {
      const [result] = await exec(`execute "${name}"${values.length ? `(${values.join(', ')})` : ''}`, options);
      return result as Results;
    } catch (error) {
      if (stale || !GONE.has((error as { code?: string }).code ?? '')) throw error;
      return run(name, text, params, options, pending);
    }
  };

  client.query = (async (text: string, params?: unknown[], options?: QueryOptions) => {
    const name = preparedName(text);
    if (!name) return query(text, params, options);
    usable ??= safeLiterals().catch(() => false);
    if (!(await usable)) return query(text, params, options);
    return run(name, text, params ?? [], options);
  }) as C['query'];
  return client;
}
