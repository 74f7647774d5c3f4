import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Rule, RULES, lintMigrations } from './migration-lint.js';
import { migrationsFolder } from './migrate.js';

/** Every migration drizzle runs, in its order (the journal's). */
function shippedMigrations() {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  return journal.entries.map(({ tag }) => ({
    name: `${tag}.sql`,
    sql: readFileSync(path.join(migrationsFolder, `${tag}.sql`), 'utf8'),
  }));
}

/** The rules one new migration breaks, after an earlier one that made the tables `a` and `b`. */
async function rulesOf(sql: string, earlier: string[] = []): Promise<Rule[]> {
  const base = 'CREATE TABLE a (id int PRIMARY KEY, b int, c text); CREATE TABLE b (id int PRIMARY KEY);';
  const migrations = [base, ...earlier, sql].map((s, i) => ({ name: `${i}.sql`, sql: s }));
  const { findings } = await lintMigrations(migrations);
  return findings.filter((f) => f.file === `${migrations.length - 1}.sql` && !f.accepted).map((f) => f.rule);
}
const TIMEOUT = "SET LOCAL lock_timeout = '2s';\n";

describe('the migration linter (issue 26)', () => {
  it('finds no new long lock, rewrite or contract step in the shipped migrations', async () => {
    const { findings, annotationProblems } = await lintMigrations(shippedMigrations());
    const open = findings
      .filter((f) => !f.accepted)
      .map((f) => `${f.file}:${f.line} ${f.rule} (${f.table}): ${RULES[f.rule]}\n    ${f.statement}`);
    expect(open, 'see docs/ops/migrations.md: fix the migration or accept the finding with a reason').toEqual([]);
    expect(annotationProblems.map((p) => `${p.file}:${p.line} ${p.problem}`)).toEqual([]);
    // The accepted findings are really there (the linter reads the files, not nothing).
    expect(findings.filter((f) => f.rule === 'index-not-concurrent').length).toBeGreaterThan(5);
  });

  it('fails on a migration PostgreSQL cannot parse', async () => {
    await expect(lintMigrations([{ name: 'x.sql', sql: 'ALTER TABLE a ADD COLUMN;' }])).rejects.toThrow(/syntax error/);
  });

  it('flags CREATE INDEX without CONCURRENTLY on an existing table, not on a table of the same migration', async () => {
    expect(await rulesOf(`${TIMEOUT}CREATE INDEX a_b ON a (b);`)).toEqual(['index-not-concurrent']);
    expect(await rulesOf(`${TIMEOUT}CREATE UNIQUE INDEX a_b ON a (b);`)).toEqual(['index-not-concurrent']);
    expect(await rulesOf('CREATE TABLE n (x int);\nCREATE INDEX n_x ON n (x);')).toEqual([]);
  });

  it('flags CONCURRENTLY: drizzle runs migrations in a transaction, where it cannot run', async () => {
    expect(await rulesOf('CREATE INDEX CONCURRENTLY a_b ON a (b);')).toEqual(['concurrent-in-transaction']);
    expect(await rulesOf('DROP INDEX CONCURRENTLY a_b;')).toEqual(['concurrent-in-transaction']);
    expect(await rulesOf('REINDEX (CONCURRENTLY) INDEX a_b;')).toEqual(['concurrent-in-transaction']);
    expect(await rulesOf(`${TIMEOUT}REINDEX INDEX a_b;`)).toEqual([]);
  });

  it('flags ADD COLUMN with a volatile default, serial, identity or a stored generated column', async () => {
    for (const column of [
      'd uuid DEFAULT gen_random_uuid()',
      'd timestamptz DEFAULT clock_timestamp()',
      'd float8 DEFAULT random() NOT NULL',
      'd bigserial',
      'd int GENERATED ALWAYS AS IDENTITY',
      'd int GENERATED ALWAYS AS (b * 2) STORED',
    ]) {
      expect(await rulesOf(`${TIMEOUT}ALTER TABLE a ADD COLUMN ${column};`), column).toEqual(['add-column-rewrite']);
    }
    for (const column of [
      'd int',
      'd int DEFAULT 0 NOT NULL',
      "d text DEFAULT 'x'::text NOT NULL",
      'd timestamptz DEFAULT now() NOT NULL',
      'd timestamptz DEFAULT CURRENT_TIMESTAMP',
      "d timestamptz DEFAULT now() + interval '1 day'",
      "d text[] DEFAULT '{}'::text[] NOT NULL",
    ]) {
      expect(await rulesOf(`${TIMEOUT}ALTER TABLE a ADD COLUMN ${column};`), column).toEqual([]);
    }
    expect(
      await rulesOf('CREATE TABLE n (x int);\nALTER TABLE n ADD COLUMN d uuid DEFAULT gen_random_uuid();'),
    ).toEqual([]);
  });

  it('flags ADD COLUMN NOT NULL without a default', async () => {
    expect(await rulesOf(`${TIMEOUT}ALTER TABLE a ADD COLUMN d int NOT NULL;`)).toEqual(['add-column-not-null']);
    expect(await rulesOf(`${TIMEOUT}ALTER TABLE a ADD COLUMN d int DEFAULT 1 NOT NULL;`)).toEqual([]);
  });

  it('flags ALTER COLUMN TYPE', async () => {
    expect(await rulesOf(`${TIMEOUT}ALTER TABLE a ALTER COLUMN b TYPE bigint;`)).toEqual(['column-type-rewrite']);
    expect(await rulesOf('CREATE TABLE n (x int);\nALTER TABLE n ALTER COLUMN x TYPE bigint;')).toEqual([]);
  });

  it('flags SET NOT NULL unless a CHECK validated by an earlier migration proves it', async () => {
    const setNotNull = `${TIMEOUT}ALTER TABLE a ALTER COLUMN b SET NOT NULL;`;
    expect(await rulesOf(setNotNull)).toEqual(['set-not-null']);
    const addCheck = `${TIMEOUT}ALTER TABLE a ADD CONSTRAINT a_b_nn CHECK (b IS NOT NULL) NOT VALID;`;
    const validate = `${TIMEOUT}ALTER TABLE a VALIDATE CONSTRAINT a_b_nn;`;
    expect(await rulesOf(setNotNull, [addCheck, validate])).toEqual([]);
    expect(await rulesOf(setNotNull, [`${addCheck}\n${validate}`])).toEqual([]);
    // Not validated, or validated in the same transaction that holds the ADD CONSTRAINT's lock: a scan.
    expect(await rulesOf(setNotNull, [addCheck])).toEqual(['set-not-null']);
    expect(await rulesOf(`${validate}\n${setNotNull}`, [addCheck])).toEqual(['set-not-null']);
    // A CHECK of another column proves nothing about b.
    const otherCheck = `${TIMEOUT}ALTER TABLE a ADD CONSTRAINT a_c_nn CHECK (c IS NOT NULL) NOT VALID;`;
    expect(await rulesOf(setNotNull, [otherCheck, `${TIMEOUT}ALTER TABLE a VALIDATE CONSTRAINT a_c_nn;`])).toEqual([
      'set-not-null',
    ]);
  });

  it('flags a FOREIGN KEY or CHECK added without NOT VALID', async () => {
    const fk = 'ALTER TABLE a ADD CONSTRAINT a_b_fk FOREIGN KEY (b) REFERENCES b (id)';
    expect(await rulesOf(`${TIMEOUT}${fk};`)).toEqual(['constraint-not-valid']);
    expect(await rulesOf(`${TIMEOUT}${fk} NOT VALID;`)).toEqual([]);
    expect(await rulesOf(`${TIMEOUT}ALTER TABLE a ADD CONSTRAINT a_b_pos CHECK (b > 0);`)).toEqual([
      'constraint-not-valid',
    ]);
    expect(await rulesOf(`${TIMEOUT}ALTER TABLE a ADD CONSTRAINT a_b_pos CHECK (b > 0) NOT VALID;`)).toEqual([]);
    // Validated in the same migration: the scan runs under the lock the ADD still holds.
    const addNotValid = `${TIMEOUT}${fk} NOT VALID;`;
    expect(await rulesOf(`${addNotValid}\nALTER TABLE a VALIDATE CONSTRAINT a_b_fk;`)).toEqual([
      'constraint-not-valid',
    ]);
    expect(await rulesOf(`${TIMEOUT}ALTER TABLE a VALIDATE CONSTRAINT a_b_fk;`, [addNotValid])).toEqual([]);
  });

  it('flags a UNIQUE constraint that builds its own index, not one USING an index built concurrently', async () => {
    expect(await rulesOf(`${TIMEOUT}ALTER TABLE a ADD CONSTRAINT a_c_key UNIQUE (c);`)).toEqual([
      'unique-without-index',
    ]);
    expect(await rulesOf(`${TIMEOUT}ALTER TABLE a ADD COLUMN d int UNIQUE;`)).toEqual(['unique-without-index']);
    expect(await rulesOf(`${TIMEOUT}ALTER TABLE a ADD CONSTRAINT a_c_key UNIQUE USING INDEX a_c_idx;`)).toEqual([]);
  });

  it('flags DROP COLUMN, DROP TABLE and RENAME: the previous release still uses them', async () => {
    expect(await rulesOf(`${TIMEOUT}ALTER TABLE a DROP COLUMN c;`)).toEqual(['drop-column']);
    expect(await rulesOf(`${TIMEOUT}DROP TABLE b;`)).toEqual(['drop-table']);
    expect(await rulesOf(`${TIMEOUT}ALTER TABLE a RENAME COLUMN c TO d;`)).toEqual(['rename']);
    expect(await rulesOf(`${TIMEOUT}ALTER TABLE a RENAME TO aa;`)).toEqual(['rename']);
    expect(await rulesOf(`${TIMEOUT}ALTER INDEX a_pkey RENAME TO a_key;`)).toEqual([]);
    expect(await rulesOf('CREATE TABLE n (x int);\nALTER TABLE n RENAME COLUMN x TO y;\nDROP TABLE n;')).toEqual([]);
  });

  it('flags UPDATE and DELETE of rows of an existing table: a backfill belongs in batches outside the migration', async () => {
    expect(await rulesOf('UPDATE a SET c = b::text;')).toEqual(['backfill-in-migration']);
    expect(await rulesOf('DELETE FROM a WHERE b IS NULL;')).toEqual(['backfill-in-migration']);
    expect(await rulesOf('CREATE TABLE n (x int);\nINSERT INTO n SELECT id FROM a;\nUPDATE n SET x = 1;')).toEqual([]);
  });

  it('flags the first lock on an existing table taken without SET LOCAL lock_timeout, once per migration', async () => {
    expect(await rulesOf('ALTER TABLE a ADD COLUMN d int;\nALTER TABLE a ADD COLUMN e int;')).toEqual(['lock-timeout']);
    expect(await rulesOf("SET lock_timeout = '2s';\nALTER TABLE a ADD COLUMN d int;")).toEqual(['lock-timeout']);
    expect(await rulesOf(`${TIMEOUT}ALTER TABLE a ADD COLUMN d int;`)).toEqual([]);
    expect(await rulesOf('DROP INDEX a_b;')).toEqual(['lock-timeout']);
    expect(await rulesOf('CREATE TABLE n (x int);\nALTER TABLE n ADD COLUMN y int;')).toEqual([]);
  });

  it('accepts a finding by a comment with a reason, and refuses unknown, unexplained or unused acceptances', async () => {
    const accepted = `${TIMEOUT}-- lint-accepted: index-not-concurrent: a has ten rows, built in milliseconds\nCREATE INDEX a_b ON a (b);`;
    const base = { name: '0.sql', sql: 'CREATE TABLE a (b int);' };
    const lint = (sql: string) => lintMigrations([base, { name: '1.sql', sql }]);
    const ok = await lint(accepted);
    expect(ok.findings).toEqual([
      expect.objectContaining({
        rule: 'index-not-concurrent',
        line: 3,
        accepted: 'a has ten rows, built in milliseconds',
      }),
    ]);
    expect(ok.annotationProblems).toEqual([]);
    const problems = async (sql: string) => (await lint(sql)).annotationProblems.map((p) => p.problem);
    expect(await problems(`-- lint-accepted: slow-index: because\n${TIMEOUT}`)).toEqual([
      expect.stringMatching(/"slow-index" is no rule/),
    ]);
    expect(await problems(`${TIMEOUT}-- lint-accepted: index-not-concurrent:\nCREATE INDEX a_b ON a (b);`)).toEqual([
      'the acceptance of index-not-concurrent gives no reason',
    ]);
    expect(
      await problems(`${TIMEOUT}-- lint-accepted: drop-column: dropped long ago\nALTER TABLE a ADD COLUMN d int;`),
    ).toEqual(['the statement below breaks no rule drop-column: remove the annotation']);
  });
});
