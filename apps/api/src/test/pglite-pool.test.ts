import { afterEach, describe, expect, it } from 'vitest';
import type { PGlite } from '@electric-sql/pglite';
import { leasePglite } from './pglite-pool.js';

const open: PGlite[] = [];
/** A new PGlite starts PostgreSQL anew; a reused one keeps its start time. */
const startOf = async (client: PGlite) =>
  (await client.query<{ t: string }>('select pg_postmaster_start_time()::text as t')).rows[0]!.t;
const lease = async () => {
  const client = await leasePglite();
  open.push(client);
  return client;
};
afterEach(async () => {
  for (const client of open.splice(0)) await client.close();
});

describe.runIf((process.env.TEST_DB_KIND ?? 'pglite') === 'pglite')('reused test databases (PGlite)', () => {
  it("hand the next lease the migrated state: no rows, sequences from the start, the migrations' own rows", async () => {
    const first = await lease();
    const started = await startOf(first);
    const before = await first.query<{ row: unknown }>('select row_to_json(v) as row from feed_version v');
    await first.exec(`insert into specialties (name) values ('Cardiology'), ('Neurology')`);
    await first.exec('update feed_version set version = version + 5');
    const migrations = await first.query('select * from drizzle.__drizzle_migrations order by id');
    await first.exec('delete from drizzle.__drizzle_migrations where id > 3');
    await first.exec(`set statement_timeout = '1234ms'`);
    await first.close();

    const second = await lease();
    expect(await startOf(second)).toBe(started);
    expect((await second.query('select 1 from specialties')).rows).toEqual([]);
    expect((await second.query('select row_to_json(v) as row from feed_version v')).rows).toEqual(before.rows);
    expect((await second.query('select * from drizzle.__drizzle_migrations order by id')).rows).toEqual(
      migrations.rows,
    );
    expect(
      (await second.query<{ s: string }>('select current_setting($1) as s', ['statement_timeout'])).rows[0]!.s,
    ).toBe('0');
    const { rows } = await second.query<{ id: number }>(
      `insert into specialties (name) values ('Cardiology') returning id`,
    );
    expect(rows[0]!.id).toBe(1);
  });

  it('answer as a closed database once closed, even through functions taken before', async () => {
    const client = await lease();
    const query = client.query;
    await client.close();
    expect(client.closed).toBe(true);
    await expect(client.query('select 1')).rejects.toThrow('PGlite is closed');
    await expect(query('select 1')).rejects.toThrow('PGlite is closed');
  });

  it('never hand on a database whose schema a lease changed', async () => {
    const first = await lease();
    const started = await startOf(first);
    await first.exec('create table stray (x int)');
    await first.exec('alter table users disable trigger all');
    await first.close();
    const second = await lease();
    expect(await startOf(second)).not.toBe(started);
    expect((await second.query(`select to_regclass('stray') as t`)).rows).toEqual([{ t: null }]);
    expect(
      (
        await second.query(
          `select count(*)::int as n from pg_trigger where tgrelid = 'users'::regclass and tgenabled = 'D'`,
        )
      ).rows,
    ).toEqual([{ n: 0 }]);
  });

  it('give leases held at once databases of their own', async () => {
    const [a, b] = [await lease(), await lease()];
    await a.exec(`insert into specialties (name) values ('Cardiology')`);
    expect((await b.query('select 1 from specialties')).rows).toEqual([]);
  });
});
