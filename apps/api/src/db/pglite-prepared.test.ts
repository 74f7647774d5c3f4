import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './client.js';
import { selectRows } from './raw-sql.js';

/**
 * The hot reads as prepared statements on PGlite (db/pglite-prepared.ts), on a PGlite of their own: the
 * same rows as the unnamed path, the plan kept, prepared again after `discard all` or a changed table,
 * and parameters that cannot break out of their literals.
 */
describe('hot reads prepared on PGlite', () => {
  let pglite: PGlite;
  let database: Database;
  const hot = (label: string, since: string) =>
    sql`select id, label, at, tags from prepared_probe where label = ${label} and at >= ${since}::timestamptz order by id`;

  beforeAll(async () => {
    pglite = await PGlite.create();
    await pglite.exec(`create table prepared_probe (id int primary key, label text, at timestamptz, tags int[]);
      insert into prepared_probe values
        (1, 'plain', '2026-11-01 10:00:00+00', '{1,2}'),
        (2, 'it''s quoted', '2026-11-02 10:00:00+00', null),
        (3, 'back\\slash', '2026-11-03 10:00:00+00', '{}'),
        (4, 'plain', '2025-01-01 00:00:00+00', '{3}');`);
    database = await openDatabase({ pglite });
  });
  afterAll(async () => {
    await database.close();
  });

  const prepared = async () =>
    (await pglite.query<{ name: string }>('select name from pg_prepared_statements')).rows.map((r) => r.name);

  it('answers as the unnamed statement does, and keeps the statement prepared', async () => {
    for (const label of ['plain', "it's quoted", 'back\\slash', 'none']) {
      const named = await selectRows(database.db, hot(label, '2026-01-01'), { prepared: true });
      const unnamed = await selectRows(database.db, hot(label, '2026-01-01'));
      expect(named, label).toEqual(unnamed);
    }
    const [row] = await selectRows<{ at: unknown; tags: unknown }>(database.db, hot('plain', '2026-01-01'), {
      prepared: true,
    });
    // Drizzle's parsers still apply: timestamps as PostgreSQL's text, arrays parsed.
    expect(row).toMatchObject({ at: '2026-11-01 10:00:00+00', tags: [1, 2] });
    expect(await prepared()).toHaveLength(1);
  });

  it('prepares a statement once when requests arrive together for it', async () => {
    await pglite.exec('discard all');
    const all = await Promise.all(
      Array.from({ length: 8 }, () => selectRows(database.db, hot('plain', '2000-01-01'), { prepared: true })),
    );
    for (const rows of all) expect(rows).toHaveLength(2);
    expect(await prepared()).toHaveLength(1);
  });

  it('cannot be made to run anything but its statement', async () => {
    for (const label of ["plain' or '1'='1", "x'); drop table prepared_probe; --", "\\'; select 1; --"]) {
      await expect(selectRows(database.db, hot(label, '2000-01-01'), { prepared: true })).resolves.toEqual([]);
    }
    expect((await pglite.query('select count(*)::int as n from prepared_probe')).rows).toEqual([{ n: 4 }]);
  });

  it('prepares it again after `discard all` and after its table changed', async () => {
    await pglite.exec('discard all');
    expect(await prepared()).toEqual([]);
    await expect(selectRows(database.db, hot('plain', '2000-01-01'), { prepared: true })).resolves.toHaveLength(2);
    expect(await prepared()).toHaveLength(1);
    await pglite.exec('alter table prepared_probe alter column label type varchar(40)');
    await expect(selectRows(database.db, hot('plain', '2000-01-01'), { prepared: true })).resolves.toHaveLength(2);
  });

  it('sends a value no literal can hold through the unnamed statement, which refuses it as before', async () => {
    const refusal = (prepared: boolean) =>
      selectRows(database.db, hot('nul\0inside', '2000-01-01'), { prepared }).then(
        () => 'answered',
        (error: { code?: string }) => error.code,
      );
    await expect(refusal(true)).resolves.toBe(await refusal(false));
  });

  it('leaves reads inside a transaction on the unnamed statement', async () => {
    await pglite.exec('discard all');
    const rows = await database.db.transaction((tx) => selectRows(tx, hot('plain', '2000-01-01'), { prepared: true }));
    expect(rows).toHaveLength(2);
    expect(await prepared()).toEqual([]);
  });
});
