import { type RoleKey, SEARCH_EXPORT_ROLES, type SearchLogs } from '@pc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAnswer, buildMember, buildTopic, buildUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * The search logs and the CSV downloads (design.md: "CSV export of search results and logs:
 * Administrator and Moderator"): their content, and 403 for everyone else, even with `search`.
 */
let t: TestApp;
const staff = new Map<RoleKey, Awaited<ReturnType<typeof buildUser>>>();
let member: Awaited<ReturnType<typeof buildUser>>;

const TRICKY = 'Nebivolol, then "wait and see"\nif the rate stays high';

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  for (const role of ['administrator', 'moderator', 'iq_moderator'] as const) {
    staff.set(role, await buildUser(db, { role, firstName: 'Sam', lastName: `Staff ${role}` }));
  }
  member = await buildMember(db);
  const topic = await buildTopic(db, { authorUserId: staff.get('moderator')!.id, description: 'Rate, or rhythm?' });
  await buildAnswer(db, {
    topicId: topic.id,
    userId: member.id,
    text: TRICKY,
    createdAt: new Date('2026-06-01T09:00:00Z'),
  });
  await buildAnswer(db, { topicId: topic.id, userId: member.id, text: 'Nebivolol alone.' });
  await buildAnswer(db, { topicId: topic.id, userId: member.id, text: '=nebivolol looks like a formula' });
});
afterAll(async () => t?.close());

const get = async (url: string, as: Awaited<ReturnType<typeof buildUser>> | null) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: as ? await t.authAs(as) : {} });

/** CRLF ends records; a newline inside a quoted cell is a bare LF (toCsv). */
const records = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .replace(/\r\n$/, '')
    .split('\r\n');

describe('who may export', () => {
  it('is Administrator and Moderator, the one list the page uses too', () => {
    expect([...SEARCH_EXPORT_ROLES].sort()).toEqual(['administrator', 'moderator']);
  });

  it.each(['/search/logs', '/search/logs/csv', '/search/comments/csv?word=nebivolol'])(
    '%s: 403 for the IQ Moderator (who may search) and members, 401 anonymous',
    async (url) => {
      const iq = staff.get('iq_moderator')!;
      expect((await get('/search/comments?word=nebivolol', iq)).statusCode).toBe(200);
      const refused = await get(url, iq);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'forbidden' });
      expect((await get(url, member)).statusCode).toBe(403);
      expect((await get(url, null)).statusCode).toBe(401);
    },
  );

  it('does not log a refused download', async () => {
    const admin = staff.get('administrator')!;
    const before = (await (await get('/search/logs?limit=1', admin)).json()) as SearchLogs;
    await get('/search/comments/csv?word=nebivolol', staff.get('iq_moderator')!);
    const after = (await (await get('/search/logs?limit=1', admin)).json()) as SearchLogs;
    expect(after.logsCount).toBe(before.logsCount);
  });
});

describe('GET search/comments/csv', () => {
  it.each(['administrator', 'moderator'] as const)('%s gets every match as CSV, quoted safely', async (role) => {
    const res = await get('/search/comments/csv?word=nebivolol&order=oldest', staff.get(role)!);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="search-nebivolol-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = records(res.body);
    expect(lines[0]).toBe(
      '"ID","Question ID","First Name","Last Name","NPI","Specialty","Subspecialty","Therapy Area","Question Description","Text","Created At"',
    );
    expect(lines).toHaveLength(1 + 3);
    // Commas, quotes and a newline stay inside one quoted cell; the question's comma too.
    expect(lines[1]).toContain(
      '"Rate, or rhythm?","Nebivolol, then ""wait and see""\nif the rate stays high","2026-06-01T09:00:00.000Z"',
    );
    // A text a spreadsheet would run as a formula is neutralised.
    expect(res.body).toContain(`"'=nebivolol looks like a formula"`);
  });

  it('narrows like the search (days, words) and refuses the same bad input', async () => {
    const admin = staff.get('administrator')!;
    const res = await get('/search/comments/csv?word=nebivolol&from=2026-06-01&to=2026-06-01', admin);
    expect(records(res.body)).toHaveLength(2);
    expect((await get('/search/comments/csv?word=%20', admin)).statusCode).toBe(400);
    expect((await get('/search/comments/csv?word=x&from=2026-06-02&to=2026-06-01', admin)).statusCode).toBe(400);
  });
});

describe('GET search/logs', () => {
  it('lists searches newest first with who ran them, downloads included, paged', async () => {
    const moderator = staff.get('moderator')!;
    await get('/search/comments?word=nebivolol&order=relevant&from=2026-01-01', moderator);
    await get('/search/comments/csv?word=%22wait%20and%20see%22', moderator);
    const res = await get('/search/logs?limit=2', staff.get('administrator')!);
    expect(res.statusCode).toBe(200);
    const body = res.json() as SearchLogs;
    expect(body.logs).toHaveLength(2);
    expect(body.logs[0]).toMatchObject({
      userId: moderator.id,
      firstName: 'Sam',
      lastName: 'Staff moderator',
      email: moderator.email,
      words: '"wait and see"',
      filters: { order: 'newest', from: null, to: null, offset: null, limit: null, csv: true },
      resultsCount: 1,
    });
    expect(body.logs[1]).toMatchObject({
      words: 'nebivolol',
      filters: { order: 'relevant', from: '2026-01-01', to: null, offset: 0, limit: 20, csv: false },
      resultsCount: 3,
    });
    const page2 = (await (await get('/search/logs?limit=2&offset=2', moderator)).json()) as SearchLogs;
    expect(page2.logsCount).toBe(body.logsCount);
    expect(page2.logs.map((l) => l.id)).not.toContain(body.logs[0]!.id);
    expect(page2.logs.every((l) => l.id < body.logs[1]!.id)).toBe(true);
  });

  it('downloads as CSV, one row per logged search', async () => {
    const admin = staff.get('administrator')!;
    const { logsCount } = (await (await get('/search/logs', admin)).json()) as SearchLogs;
    const res = await get('/search/logs/csv', admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/filename="search-logs-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = records(res.body);
    expect(lines[0]).toBe(
      '"ID","User ID","First Name","Last Name","Email","Words","Order","From","To","Offset","CSV","Results","Searched At"',
    );
    expect(lines).toHaveLength(1 + logsCount);
    expect(lines[1]).toContain('"""wait and see""","newest","","","","yes","1"');
  });
});
