import { roleByKey } from '@pc/contracts';
import { type SQLWrapper, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, usersListVersion } from '../../db/schema/index.js';
import { buildUser } from '../../test/factories.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { SORTED_MATCHES_MAX } from './users.list.js';
import { type UserSearch, searchUsers, userCountQuery, userPageQuery } from './users.queries.js';

/**
 * The administrators' user list at national scale (issue 27, migration 0028): its totals are exact
 * and kept under the list's version, whoever writes; a page found by sorting the matches and one
 * found by walking the list's order are the same page; and with enough members each statement uses
 * its index (on PGlite too, which loads the pg_trgm bundle).
 */
let t: TestApp;
let admin: Awaited<ReturnType<typeof buildUser>>;
const tag = `scale${Date.now()}`;

beforeAll(async () => {
  t = await createTestApp();
  admin = await buildUser(t.database.db, { role: 'administrator' });
});
afterAll(async () => t?.close());

async function list(query: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/users?${query}`, headers: await t.authAs(admin) });
  expect(res.statusCode).toBe(200);
  return res.json() as { data: { id: number }[]; meta: { total: number; page: number; count: number } };
}
const send = async (method: 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: await t.authAs(admin), payload });
const version = async () =>
  (await t.database.db.select().from(usersListVersion).where(eq(usersListVersion.id, 1)))[0]!.version;

describe('the users list total', () => {
  it('is counted once per search and version, and exact at once after any write, the API’s or not', async () => {
    const term = `term=${tag}`;
    const first = await buildUser(t.database.db, { lastName: `Alpha${tag}` });
    expect((await list(term)).meta.total).toBe(1);
    // Asked again: the page, the version and no count.
    const before = t.database.queryCounter.count;
    expect((await list(term)).meta.total).toBe(1);
    const again = t.database.queryCounter.count - before;
    const statementsOfAWrite = async (write: () => Promise<unknown>) => {
      await write();
      const at = t.database.queryCounter.count;
      const total = (await list(term)).meta.total;
      expect(t.database.queryCounter.count - at, 'a write moves the version: the total is counted').toBe(again + 1);
      return total;
    };
    // A factory's insert goes around the API: the trigger still moves the version at its commit.
    const second = await statementsOfAWrite(() => buildUser(t.database.db, { lastName: `Beta${tag}` }));
    expect(second).toBe(2);
    const [beta] = (await list(term)).data.slice(1);
    expect(await statementsOfAWrite(() => send('DELETE', `/users/${beta!.id}`))).toBe(1);
    expect((await list(`${term}&deleted=true`)).meta.total).toBe(1);
    expect(await statementsOfAWrite(() => send('PATCH', `/users/${beta!.id}/restore`))).toBe(2);
    // A rename out of the search, by the API; and a name written by SQL, back into it.
    expect(await statementsOfAWrite(() => send('PATCH', `/users/${first.id}`, { lastName: 'Renamed' }))).toBe(1);
    expect(
      await statementsOfAWrite(() =>
        t.database.db
          .update(users)
          .set({ lastName: `Gamma${tag}` })
          .where(eq(users.id, first.id)),
      ),
    ).toBe(2);
  });

  it('keeps its version when nothing the list searches or filters on changes', async () => {
    const user = await buildUser(t.database.db, { lastName: `Still${tag}` });
    const kept = await version();
    await t.database.db.update(users).set({ showTooltips: false, passwordHash: 'x' }).where(eq(users.id, user.id));
    expect(await version()).toBe(kept);
    await t.database.db
      .update(users)
      .set({ email: `moved.${tag}@example.test` })
      .where(eq(users.id, user.id));
    expect(await version()).toBeGreaterThan(kept);
  });

  it('is shared by the same words in any order and spacing, and not by other words', async () => {
    await buildUser(t.database.db, { firstName: 'Wren', lastName: `Orchard${tag}` });
    expect((await list(`term=${encodeURIComponent(`wren orchard${tag}`)}`)).meta.total).toBe(1);
    const before = t.database.queryCounter.count;
    expect((await list(`term=${encodeURIComponent(`  orchard${tag}   wren `)}`)).meta.total).toBe(1);
    const reordered = t.database.queryCounter.count - before;
    const at = t.database.queryCounter.count;
    expect((await list(`term=${encodeURIComponent(`wrenn orchard${tag}`)}`)).meta.total).toBe(0);
    expect(t.database.queryCounter.count - at).toBe(reordered + 1);
  });
});

describe('the users search', () => {
  it('matches each word within one field, never across two', async () => {
    const u = await buildUser(t.database.db, {
      firstName: 'Ann',
      lastName: `Lee${tag}`,
      email: `x.${tag}@example.test`,
    });
    expect((await list(`term=${encodeURIComponent(`ann lee${tag}`)}`)).data.map((r) => r.id)).toEqual([u.id]);
    expect((await list(`term=${encodeURIComponent(`annlee${tag}`)}`)).meta.total).toBe(0);
    // The last name's end and the e-mail's start, as the fields' text puts them side by side.
    expect((await list(`term=${encodeURIComponent(`${tag}x.${tag}`)}`)).meta.total).toBe(0);
    expect((await list(`term=${encodeURIComponent(`${tag}%`)}`)).meta.total).toBe(0);
    expect((await list(`term=${encodeURIComponent(`LEE${tag.toUpperCase()}`)}`)).data.map((r) => r.id)).toEqual([u.id]);
  });

  it('gives the same page whether it sorts the matches or walks the list’s order', async () => {
    for (const [first, last] of [
      ['bo', 'Zed'],
      ['Al', 'zed'],
      ['Cy', 'Able'],
      ['al', 'Able'],
    ]) {
      await buildUser(t.database.db, { firstName: first, lastName: `${last}${tag}x` });
    }
    for (const pageNumber of [1, 2, 3]) {
      const q: UserSearch = { term: `${tag}x`, deleted: false, pageNumber, count: 2 };
      const sorted = await searchUsers(t.database.db, q, { sortMatches: true });
      const walked = await searchUsers(t.database.db, q, { sortMatches: false });
      expect(sorted.map((u) => u.id)).toEqual(walked.map((u) => u.id));
    }
    const all = await searchUsers(
      t.database.db,
      { term: `${tag}x`, deleted: false, pageNumber: 1, count: 10 },
      { sortMatches: true },
    );
    expect(all.map((u) => `${u.firstName} ${u.lastName.replace(`${tag}x`, '')}`)).toEqual([
      'al Able',
      'Cy Able',
      'Al zed',
      'bo Zed',
    ]);
  });
});

describe('with 20,000 members, the list’s statements', () => {
  const hcp = roleByKey('hcp').id;
  beforeAll(async () => {
    // Members as bench:seed makes them: shared first names, distinct last names, NPIs and e-mails.
    await t.database.executeSql(`
      insert into users (first_name, last_name, email, role_id, npi, deleted_at)
      select (array['Sara','Omar','Lena','Ravi','Maya','Ivan','Nina','Paul'])[1 + i % 8],
             'L' || substr(md5(i::text), 1, 8), 'member' || i || '@bench.example.org', ${hcp},
             (3000000000 + i)::text, case when i % 4000 = 0 then now() - i * interval '1 minute' end
      from generate_series(1, 20000) as i`);
    // As after the migration's CREATE INDEX (or autovacuum): the rows in the GIN itself, not in its
    // pending list, which every search would read through and the planner prices accordingly.
    await t.database.executeSql('vacuum analyze users');
  });
  async function plan(query: SQLWrapper): Promise<string> {
    const result = (await t.database.db.execute(sql`explain ${query}`)) as unknown as {
      rows: Record<string, string>[];
    };
    return result.rows.map((r) => r['QUERY PLAN']).join('\n');
  }
  const search = (term: string, o: Partial<UserSearch> = {}): UserSearch => ({
    term,
    deleted: false,
    pageNumber: 1,
    count: 10,
    ...o,
  });
  it('read page 1 in the list’s order from its index', async () => {
    const p = await plan(userPageQuery(t.database.db, search(''), { sortMatches: false }));
    expect(p).toContain('users_active_name_idx');
    expect(p).not.toMatch(/Seq Scan on users|Sort Key/);
  });

  it('find a name ("first last") and an NPI by the trigram index, for the page and the count', async () => {
    const [member] = await t.database.db.select().from(users).where(eq(users.npi, '3000012345'));
    for (const term of [`${member!.firstName} ${member!.lastName}`, '3000012345', 'member12345@bench']) {
      const page = await plan(userPageQuery(t.database.db, search(term), { sortMatches: true }));
      expect(page, term).toContain('Bitmap Index Scan on users_search_trgm_idx');
      expect(page, term).not.toContain('Seq Scan on users');
      const count = await plan(userCountQuery(t.database.db, search(term)));
      expect(count, term).toContain('Bitmap Index Scan on users_search_trgm_idx');
    }
    const res = await list(`term=${encodeURIComponent(`${member!.firstName} ${member!.lastName}`)}`);
    expect(res.data.map((u) => u.id)).toEqual([member!.id]);
  });

  it('walk the list’s order for a word nearly everyone has, and find deleted members by their index', async () => {
    const broad = await list('term=bench.example');
    expect(broad.meta.total).toBeGreaterThan(SORTED_MATCHES_MAX);
    const p = await plan(userPageQuery(t.database.db, search('bench.example'), { sortMatches: false }));
    expect(p).toContain('users_active_name_idx');
    const deleted = await plan(userPageQuery(t.database.db, search('', { deleted: true }), { sortMatches: false }));
    expect(deleted).toContain('users_deleted_idx');
    expect(deleted).not.toContain('Seq Scan on users');
  });
});
