import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedPgliteSnapshot } from '../test/pglite-snapshot.js';
import { openDatabase } from './client.js';
import { selectRows } from './raw-sql.js';
import { DatabaseError, PGliteThread } from './pglite-thread.js';

/**
 * The embedded database on its own thread (db/pglite-thread.ts): the same answers as PGlite gives in
 * this thread (rows, parsers, errors, transactions, dumps), and the event loop free while a statement runs.
 */
describe('PGlite on its own thread', () => {
  let thread: PGliteThread;
  beforeAll(async () => {
    thread = await PGliteThread.open({});
    await thread.exec(`create table probe (id int primary key, label text unique, at timestamptz);
      insert into probe values (1, 'one', '2026-11-01 10:00:00+00'), (2, 'two', null);`);
  });
  afterAll(async () => {
    await thread.close();
  });

  it('answers with the rows PGlite gives, with the caller’s parsers applied to their types', async () => {
    const local = await PGlite.create();
    try {
      await local.exec(`create table probe (id int primary key, label text unique, at timestamptz);
        insert into probe values (1, 'one', '2026-11-01 10:00:00+00'), (2, 'two', null);`);
      const text = 'select id, label, at, at as again, $1::int + 1 as next from probe where id >= $1 order by id';
      // Default parsers (a Date), object mode.
      expect(await thread.query(text, [1])).toMatchObject({ rows: (await local.query(text, [1])).rows });
      // Drizzle's way: array rows, timestamps kept as text; and a parser that changes the value.
      const options = {
        rowMode: 'array' as const,
        parsers: { 1184: (v: string) => `at:${v}`, 23: (v: string) => Number(v) * 10 },
      };
      const threaded = await thread.query(text, [1], options);
      expect(threaded.rows).toEqual((await local.query(text, [1], options)).rows);
      expect(threaded.rows[0]).toEqual([10, 'one', 'at:2026-11-01 10:00:00+00', 'at:2026-11-01 10:00:00+00', 20]);
      expect(threaded.rows[1]).toEqual([20, 'two', null, null, 20]);
      // A name given twice in object mode: the later column's value, parsed once.
      const twice = await thread.query('select 1::int as n, 2::int as n', [], {
        parsers: { 23: (v: string) => Number(v) + 100 },
      });
      expect(twice.rows).toEqual([{ n: 102 }]);
      expect(await thread.exec('select 1 as a; select 2 as b')).toMatchObject([
        { rows: [{ a: 1 }] },
        { rows: [{ b: 2 }] },
      ]);
    } finally {
      await local.close();
    }
  });

  it('refuses what cannot cross to the thread', async () => {
    await expect(thread.query('select 1', [], { serializers: { 23: String } })).rejects.toThrow(TypeError);
  });

  it('raises PostgreSQL’s errors with their fields, and goes on serving', async () => {
    const duplicate = await thread.query("insert into probe values (3, 'one', null)").catch((e: unknown) => e);
    expect(duplicate).toBeInstanceOf(DatabaseError);
    expect(duplicate).toMatchObject({
      code: '23505',
      constraint: 'probe_label_key',
      table: 'probe',
      severity: 'ERROR',
    });
    expect((duplicate as Error).message).toContain('duplicate key value violates unique constraint');
    await expect(thread.query('selec 1')).rejects.toMatchObject({ code: '42601' });
    expect((await thread.query('select count(*)::int as n from probe')).rows).toEqual([{ n: 2 }]);
  });

  it('commits a transaction, rolls back one whose callback throws, and holds other calls until it ends', async () => {
    const committed = await thread.transaction(async (tx) => {
      await tx.query("insert into probe values (10, 'ten', null)");
      return (await tx.query<{ n: number }>('select count(*)::int as n from probe')).rows[0]!.n;
    });
    expect(committed).toBe(3);

    const failure = new Error('the service changed its mind');
    let outside: Promise<unknown> | undefined;
    const thrown = await thread
      .transaction(async (tx) => {
        await tx.exec("insert into probe values (11, 'eleven', null)");
        // Sent while the transaction is open: answered after it ends, so it never sees row 11.
        outside = thread.query('select array_agg(id order by id) as ids from probe');
        await new Promise((resolve) => setTimeout(resolve, 50));
        expect((await tx.query<{ n: number }>('select count(*)::int as n from probe')).rows[0]!.n).toBe(4);
        throw failure;
      })
      .catch((e: unknown) => e);
    expect(thrown).toBe(failure);
    expect((await outside) as { rows: unknown[] }).toMatchObject({ rows: [{ ids: [1, 2, 10] }] });

    // A statement that fails inside: the transaction is rolled back and the error reaches the caller.
    await expect(
      thread.transaction(async (tx) => {
        await tx.query("insert into probe values (12, 'twelve', null)");
        await tx.query("insert into probe values (13, 'twelve', null)");
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect((await thread.query('select array_agg(id order by id) as ids from probe')).rows).toEqual([
      { ids: [1, 2, 10] },
    ]);
  });

  it('runs transactions that overlap in this thread one after the other, never waiting on each other', async () => {
    const pause = () => new Promise((resolve) => setTimeout(resolve, 20));
    // Each callback awaits something else between its statements: the second BEGIN arrives while the
    // first transaction is open, and must not hold this thread from ending the first.
    const write = (id: number) =>
      thread.transaction(async (tx) => {
        await tx.query('insert into probe values ($1, $2, null)', [id, `label ${id}`]);
        await pause();
        await tx.query('update probe set at = now() where id = $1', [id]);
        await pause();
        return (await tx.query<{ n: number }>('select count(*)::int as n from probe where id >= 20')).rows[0]!.n;
      });
    const counts = await Promise.all([write(20), write(21), write(22)]);
    expect(counts.sort()).toEqual([1, 2, 3]);
    await thread.query('delete from probe where id >= 20');
  });

  it('leaves the event loop free while a long statement runs', async () => {
    let last = performance.now();
    let longestGap = 0;
    const ticker = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
    }, 5);
    const started = performance.now();
    try {
      // About a second of the database's CPU (a hash join over generated rows).
      await thread.query(
        'select count(*) from generate_series(1, 600000) a join generate_series(1, 600000) b on a = b',
      );
    } finally {
      clearInterval(ticker);
    }
    const took = performance.now() - started;
    expect(took).toBeGreaterThan(200);
    // In this thread PGlite would hold the loop for the whole statement: the gap would be `took`.
    expect(longestGap).toBeLessThan(took / 2);
  });

  it('dumps its data folder, which a new database opens', async () => {
    const dump = await thread.dumpDataDir();
    expect(dump.size).toBeGreaterThan(1_000_000);
    const copy = await PGliteThread.open({ snapshot: dump });
    try {
      expect((await copy.query('select array_agg(id order by id) as ids from probe')).rows).toEqual([
        { ids: [1, 2, 10] },
      ]);
    } finally {
      await copy.close();
    }
  });

  it('answers every call after close with an error, and a failed open as the open’s error', async () => {
    const other = await PGliteThread.open({});
    await other.close();
    await expect(other.query('select 1')).rejects.toThrow(/embedded database stopped/);
    await expect(PGliteThread.open({ snapshot: new Blob(['not a tar']) })).rejects.toThrow();
  });
});

describe('the product’s database on PGlite', () => {
  it('runs on the thread: Drizzle’s reads, the prepared hot reads and transactions answer as before', async () => {
    const database = await openDatabase({ snapshot: await migratedPgliteSnapshot() });
    try {
      expect(database.kind).toBe('pglite');
      const [row] = await selectRows<{ at: string; n: number }>(
        database.db,
        sql`select '2026-11-30 09:00:00+00'::timestamptz as at, count(*)::int as n from users where id > ${0}`,
        { prepared: true },
      );
      // Drizzle keeps timestamps as PostgreSQL's text on PGlite; its parsers ran on this side.
      expect(row).toEqual({ at: '2026-11-30 09:00:00+00', n: 0 });
      await expect(
        database.db.transaction(async (tx) => {
          await tx.execute(sql`create table scratch (id int)`);
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      const tables = await database.executeSql("select count(*)::int as n from pg_tables where tablename = 'scratch'");
      expect(tables.rows).toEqual([{ n: 0 }]);
      expect(await database.ping()).toBe(true);
    } finally {
      await database.close();
    }
    expect(await database.ping()).toBe(false);
  });
});
