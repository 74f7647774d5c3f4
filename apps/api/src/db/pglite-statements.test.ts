import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './client.js';
import { selectRows } from './raw-sql.js';

/**
 * PGlite's statements in one call and read in place (db/pglite-statements.ts), against a second PGlite
 * left as it comes: the same rows, fields, counts and errors, through Drizzle and without, in a
 * transaction and out of one; and PGlite's own parser never reads the fast path's answers.
 */
describe('PGlite statements in one call', () => {
  let pglite: PGlite;
  let plain: PGlite;
  let database: Database;
  const schema = `create table probe (id int primary key, label text not null unique, at timestamptz,
      day date, span interval, tags int[], doc jsonb, amount numeric, ok boolean, big bigint, raw bytea);
    insert into probe values
      (1, 'plain', '2026-11-01 10:00:00+00', '2026-11-01', '2 days', '{1,2}', '{"a":[1,"x"]}', 1.50, true, 9007199254740993, '\\x00ff'),
      (2, 'ünïcødé ✓ 𝄞', null, null, null, '{}', 'null', null, false, -1, null),
      (3, '', '2025-01-01 00:00:00+00', '2025-01-01', '1 mon', null, '[]', 0, null, 0, '\\x');`;
  const typed = sql`select id, label, at, day, span, tags, doc, amount, ok, big, raw, array[at] as ats,
    ${'x'}::text as given, ${7}::int as seven, ${true}::boolean as yes from probe order by id`;

  beforeAll(async () => {
    pglite = await PGlite.create();
    plain = await PGlite.create();
    await pglite.exec(schema);
    await plain.exec(schema);
    database = await openDatabase({ pglite });
  });
  afterAll(async () => {
    await database.close();
    await plain.close();
  });

  it("gives Drizzle the rows PGlite's own path gives, in and out of a transaction", async () => {
    const expected = (await drizzle(plain).execute(typed)).rows;
    expect(await selectRows(database.db, typed)).toEqual(expected);
    expect(await database.db.transaction((tx) => selectRows(tx, typed))).toEqual(expected);
    // Drizzle keeps dates and timestamps as PostgreSQL's text, and parses the rest.
    expect(expected[0]).toMatchObject({ at: '2026-11-01 10:00:00+00', day: '2026-11-01', tags: [1, 2], ok: true });
    // Its query builder reads rows as arrays and maps them to its columns.
    const probe = pgTable('probe', {
      id: integer('id').primaryKey(),
      label: text('label'),
      at: timestamp('at', { withTimezone: true }),
    });
    const built = await database.db.select().from(probe).orderBy(probe.id);
    expect(built).toEqual(await drizzle(plain).select().from(probe).orderBy(probe.id));
    expect(built[0]).toEqual({ id: 1, label: 'plain', at: new Date('2026-11-01T10:00:00Z') });
  });

  it('answers every other call as PGlite does: rows, fields, counts, several statements', async () => {
    const text = 'select $1::timestamptz as at, $2::date as day, $3::int as n, $4::text as t';
    const params = ['2026-11-01 10:00:00+00', '2026-11-01', 7, null];
    const same = async (run: (client: PGlite) => Promise<unknown>) =>
      expect(await run(pglite)).toEqual(await run(plain));
    await same((c) => c.query(text, params));
    await same((c) => c.query(text, params, { rowMode: 'array' }));
    await same((c) => c.query('select * from probe order by id'));
    await same((c) => c.query('select 1 as a, 2 as a'));
    await same((c) => c.query(''));
    await same((c) => c.query('select $1::int + 1 as n', [41], { parsers: { 23: (v: string) => `n=${v}` } }));
    await same((c) => c.exec('select 1 as one; select label from probe where id = 2; select 2 as two where false'));
    await same((c) => c.exec(''));
    // Writes: affectedRows and rowCount, the returned rows.
    for (const client of [pglite, plain])
      await client.exec('create temp table scratch (n int); insert into scratch values (1), (2), (3)');
    await same((c) => c.query('update scratch set n = n + $1 where n > $2 returning n', [10, 1]));
    await same((c) => c.exec('delete from scratch where n = 1; update scratch set n = 0'));
    // Parameters PGlite serializes by their type (a Date, an array, an object) take its own path.
    await same((c) =>
      c.query('select $1::timestamptz as at, $2::int[] as ids, $3::jsonb as doc', [new Date(0), [1, 2], { a: 1 }]),
    );
  });

  it("fails as PGlite does, with PostgreSQL's fields and the statement on the error", async () => {
    const failure = async (client: PGlite) => {
      try {
        await client.query('insert into probe (id, label) values ($1, $2)', [4, 'plain']);
      } catch (error) {
        const e = error as Record<string, unknown>;
        return {
          name: e.name,
          message: e.message,
          code: e.code,
          constraint: e.constraint,
          table: e.table,
          detail: e.detail,
          severity: e.severity,
          query: e.query,
          params: e.params,
          isDatabaseError: e.constructor === (error as Error).constructor,
        };
      }
      return null;
    };
    const fast = await failure(pglite);
    expect(fast).toMatchObject({ code: '23505', constraint: 'probe_label_key', table: 'probe' });
    expect(fast).toEqual(await failure(plain));
    await expect(pglite.exec('select 1; select nope')).rejects.toMatchObject({ code: '42703' });
    // A failed statement in a transaction aborts it as before; the next statement is refused.
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`select nope`).catch(() => undefined);
        await tx.execute(sql`select 1`);
      }),
    ).rejects.toMatchObject({ cause: { code: '25P02' } });
    // And the database goes on answering.
    expect((await pglite.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  it("keeps PGlite's locks: a transaction's statements are never interleaved with others", async () => {
    const order: string[] = [];
    await Promise.all([
      database.db
        .transaction(async (tx) => {
          await tx.execute(sql`insert into probe (id, label) values (10, 'in tx')`);
          order.push('tx wrote');
          await new Promise((resolve) => setTimeout(resolve, 50));
          const [seen] = await selectRows<{ n: number }>(tx, sql`select count(*)::int as n from probe where id = 10`);
          order.push(`tx saw ${seen?.n}`);
          throw new Error('roll back');
        })
        .catch(() => order.push('rolled back')),
      (async () => {
        await new Promise((resolve) => setTimeout(resolve, 10));
        const outside = await pglite.query<{ n: number }>('select count(*)::int as n from probe where id = 10');
        order.push(`outside saw ${outside.rows[0]!.n}`);
      })(),
    ]);
    expect(order).toEqual(['tx wrote', 'tx saw 1', 'rolled back', 'outside saw 0']);
  });

  it("takes neither PGlite's six trips nor its parser, except for what it leaves to PGlite", async () => {
    // PGlite's query and exec send each message through execProtocolStream, which parses the answer.
    const stream = pglite.execProtocolStream.bind(pglite);
    const sent: string[] = [];
    pglite.execProtocolStream = ((message: Uint8Array, ...rest: unknown[]) => {
      // A simple query's text (its BEGIN and COMMIT), else the message's type.
      sent.push(
        message[0] === 0x51 ? new TextDecoder().decode(message.subarray(5, -1)) : String.fromCharCode(message[0]!),
      );
      return (stream as (...a: unknown[]) => Promise<unknown>)(message, ...rest);
    }) as PGlite['execProtocolStream'];
    try {
      await selectRows(database.db, typed);
      await database.executeSql('select $1::int as n', [1]);
      expect(sent).toEqual([]);
      // In a transaction only PGlite's own BEGIN and COMMIT (each with its sync) take its path.
      await database.db.transaction((tx) => selectRows(tx, typed));
      expect(sent).toEqual(['BEGIN', 'S', 'COMMIT', 'S']);
      sent.length = 0;
      await database.executeSql('select $1::timestamptz as at', [new Date(0)]);
      expect(sent).toContain('P');
    } finally {
      pglite.execProtocolStream = stream;
    }
  });
});
