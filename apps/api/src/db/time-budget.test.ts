import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCsv, CSV_SLICE_ROWS, toCsv } from '../modules/target-lists/csv.js';
import { createTestApp, type TestApp, testDbKind } from '../test/test-app.js';
import { selectRows } from './raw-sql.js';
import { withQueryBudget } from './time-budget.js';

/**
 * Issue 22: database-heavy reads run under a per-statement time budget that answers a clear 503
 * `query_timeout`, never a 500; CSV downloads are built in slices that give the event loop turns.
 */
/** What PostgreSQL raises for a statement over `statement_timeout` (PGlite cannot time one out). */
const CANCELLED = sql.raw(
  `do $$ begin raise exception 'canceling statement due to statement timeout' using errcode = 'query_canceled'; end $$`,
);

async function routes(app: FastifyInstance) {
  app.get('/api/test/unmapped-timeout', { config: { public: true } }, async () => {
    await app.db.execute(CANCELLED);
    return {};
  });
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { extensions: [routes] });
});
afterAll(() => t?.close());

describe('the query time budget', () => {
  it('answers a cancelled statement with the clear query_timeout error', async () => {
    const run = withQueryBudget(t.database.db, 'search', (tx) => tx.execute(CANCELLED));
    await expect(run).rejects.toMatchObject({
      statusCode: 503,
      code: 'query_timeout',
      message: 'This search took too long. Narrow it and try again.',
    });
  });

  it('maps a cancelled statement no service caught to 503 query_timeout, not 500', async () => {
    const res = await t.app.inject({ url: '/api/test/unmapped-timeout' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ statusCode: 503, code: 'query_timeout' });
  });

  it.runIf(testDbKind === 'postgres')(
    'stops a statement over its budget on PostgreSQL, for that transaction only',
    async () => {
      const started = Date.now();
      const slow = withQueryBudget(t.database.db, 'export', (tx) => tx.execute(sql`select pg_sleep(5)`), 100);
      await expect(slow).rejects.toMatchObject({ statusCode: 503, code: 'query_timeout' });
      expect(Date.now() - started).toBeLessThan(4_000);
      const setting = await selectRows<{ statement_timeout: string }>(t.database.db, sql`show statement_timeout`);
      expect(setting[0]?.statement_timeout).toBe('0');
      const fine = await withQueryBudget(t.database.db, 'export', (tx) => selectRows(tx, sql`select 1 as one`), 1_000);
      expect(fine).toEqual([{ one: 1 }]);
    },
  );
});

describe('CSV downloads', () => {
  const header = ['Id', 'Text'];
  const rows = Array.from({ length: CSV_SLICE_ROWS * 5 + 7 }, (_, i) => [i, i % 3 ? `=cmd ${i}` : `"quoted" ${i}`]);

  it('builds the same bytes as toCsv', async () => {
    expect((await buildCsv(header, rows)).equals(toCsv(header, rows))).toBe(true);
    expect((await buildCsv(header, [])).equals(toCsv(header, []))).toBe(true);
  });

  it('gives the event loop a turn between slices of rows', async () => {
    let turns = 0;
    let counting = true;
    const count = () => {
      if (!counting) return;
      turns++;
      setImmediate(count);
    };
    setImmediate(count);
    await buildCsv(header, rows);
    counting = false;
    expect(turns).toBeGreaterThanOrEqual(5);
  });
});
