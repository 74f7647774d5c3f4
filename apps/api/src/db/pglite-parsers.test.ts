import { PGlite, type QueryOptions } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './client.js';
import { selectRows } from './raw-sql.js';

/**
 * Drizzle's parsers made the PGlite client's own (db/pglite-parsers.ts): its statements reach PGlite
 * without parsers of their own (so PGlite does not merge its whole map on each), and every statement,
 * Drizzle's or not, answers with the values it did before.
 */
describe('Drizzle parsers as the PGlite client own', () => {
  let pglite: PGlite;
  let plain: PGlite;
  let database: Database;
  /** The options each statement reached PGlite with (recorded below the wrapper, outside a transaction and in one). */
  const reached: (QueryOptions | undefined)[] = [];
  const typed = sql`select '2026-11-01 10:00:00+00'::timestamptz as at, '2026-11-01'::date as day,
    '2 days'::interval as span, array['2026-11-01 10:00:00+00'::timestamptz] as ats, array[1.5]::numeric[] as nums,
    7 as n, '{"a":1}'::jsonb as doc`;

  beforeAll(async () => {
    pglite = await PGlite.create();
    plain = await PGlite.create();
    const query = pglite.query.bind(pglite);
    const exec = pglite.exec.bind(pglite);
    const transaction = pglite.transaction.bind(pglite);
    pglite.query = ((text: string, params?: unknown[], options?: QueryOptions) => {
      reached.push(options);
      return query(text, params, options);
    }) as PGlite['query'];
    pglite.exec = ((text: string, options?: QueryOptions) => {
      reached.push(options);
      return exec(text, options);
    }) as PGlite['exec'];
    pglite.transaction = ((callback: (tx: any) => Promise<unknown>) =>
      transaction((tx) => {
        const txQuery = tx.query;
        tx.query = (text: string, params?: unknown[], options?: QueryOptions) => {
          reached.push(options);
          return txQuery(text, params, options);
        };
        return callback(tx);
      })) as PGlite['transaction'];
    database = await openDatabase({ pglite });
  });
  afterAll(async () => {
    await database.close();
    await plain.close();
  });

  it("sends Drizzle's statements without parsers, in a transaction too", async () => {
    reached.length = 0;
    await database.db.execute(typed);
    await database.db.transaction(async (tx) => {
      await tx.execute(typed);
    });
    const sent = reached.filter((options) => options?.rowMode);
    expect(sent.length).toBeGreaterThanOrEqual(2);
    for (const options of sent) expect(options).not.toHaveProperty('parsers');
  });

  it('gives Drizzle the rows it gets from PGlite alone', async () => {
    const expected = await drizzle(plain).execute(typed);
    const [row] = await selectRows(database.db, typed);
    expect(row).toEqual(expected.rows[0]);
    expect(row).toMatchObject({ at: '2026-11-01 10:00:00+00', day: '2026-11-01', n: 7, doc: { a: 1 } });
    const [inTransaction] = await database.db.transaction(async (tx) => selectRows(tx, typed));
    expect(inTransaction).toEqual(expected.rows[0]);
  });

  it("answers every other statement with PGlite's own values", async () => {
    const text = 'select $1::timestamptz as at, $2::date as day, 7 as n';
    const params = ['2026-11-01 10:00:00+00', '2026-11-01'];
    const alone = (await plain.query(text, params)).rows[0] as Record<string, unknown>;
    expect(alone.at).toBeInstanceOf(Date);
    expect((await database.executeSql(text, params)).rows[0]).toEqual(alone);
    expect((await pglite.query(text, params)).rows[0]).toEqual(alone);

    // Parsers of the caller's own come on top of PGlite's, not of Drizzle's.
    const doubled = { parsers: { 23: (value: string) => Number(value) * 2 } };
    expect((await pglite.query(text, params, doubled)).rows[0]).toEqual({ ...alone, n: 14 });
    // A parser for a type Drizzle keeps as text, but which does not keep it, is applied as given.
    const marked = { parsers: { 1184: (value: string) => `at ${value}` } };
    expect((await pglite.query(text, params, marked)).rows[0]).toEqual({ ...alone, at: 'at 2026-11-01 10:00:00+00' });
  });
});
