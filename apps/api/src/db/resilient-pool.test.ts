import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { testDbKind } from '../test/test-app.js';
import { ConnectionMonitor, isDatabaseUnavailable } from './availability.js';
import { POOL_WAIT_CODE, ResilientPool } from './resilient-pool.js';

/**
 * Every connection busy past the pool's wait (an overload: 32 slow searches on a pool of 10) used to
 * fail with node-postgres's plain "timeout exceeded when trying to connect", which the error handler
 * could only answer 500. Now it carries a code and answers 503 like the database's other absences.
 */
describe.runIf(testDbKind === 'postgres')('waiting for a connection of the pool', () => {
  const monitor = new ConnectionMonitor();
  const pool = new ResilientPool(
    { connectionString: process.env.TEST_DATABASE_URL, max: 1, connectionTimeoutMillis: 200 },
    monitor,
  );
  afterAll(() => pool.end());

  it('fails with a coded error that reads as the database being unavailable, in every form a caller uses', async () => {
    const held = await pool.connect();
    try {
      const errors = await Promise.all([
        pool.query('select 1').catch((err: unknown) => err),
        pool.connect().catch((err: unknown) => err),
        drizzle(pool)
          .execute(sql`select 1`)
          .catch((err: unknown) => err),
      ]);
      for (const err of errors) expect(isDatabaseUnavailable(err, monitor), String(err)).toBe(true);
      expect((errors[0] as { code?: string }).code).toBe(POOL_WAIT_CODE);
    } finally {
      held.release();
    }
  });

  it('leaves a statement the server refused as it was (a bug answers 500)', async () => {
    const err = await pool.query('selec 1').catch((e: unknown) => e);
    expect((err as { code?: string }).code).toBe('42601');
    expect(isDatabaseUnavailable(err, monitor)).toBe(false);
    expect((await pool.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });
});
