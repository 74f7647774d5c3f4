import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { programSpecialties, programVisits, programs, topicPrograms } from '../../db/schema/index.js';
import { buildAnswer, buildTopic, buildUser, specialtyId } from '../../test/factories.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { SharedCache } from '../../lib/shared-cache.js';
import { redisReachable, testPrefix, testRedis } from '../../test/redis.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PROGRAM_LINK_CACHE_MS: '0', RESOURCES_URL: 'https://dti.example.test/start' });
});
afterAll(() => t.close());

const get = async (user: { id: number }, url: string) =>
  t.app.inject({ url: `/api/v1${url}`, headers: await t.authAs(user) });

let seq = 0;
async function program(o: { priority?: number | null; specialties?: string[] } = {}) {
  const db = t.database.db;
  seq++;
  const [row] = await db
    .insert(programs)
    .values({
      hcmpPrgId: `T-${seq}-${Math.random()}`,
      name: `Program ${seq}`,
      url: `https://p.example.test/${seq}?a=1`,
      globalPriority: o.priority ?? null,
    })
    .returning();
  for (const name of o.specialties ?? []) {
    await db.insert(programSpecialties).values({ programId: row!.id, specialtyId: await specialtyId(db, name) });
  }
  return row!;
}

describe('GET /programs', () => {
  it('prefers the question’s attached program with the best priority, else the best global one for the specialty', async () => {
    const db = t.database.db;
    const moderator = await buildUser(db, { role: 'moderator' });
    const derm = await buildUser(db, { role: 'hcp', specialty: 'Dermatology' });
    const globalForDerm = await program({ priority: 1, specialties: ['Dermatology'] });
    await program({ priority: 2 });
    await program({ priority: 0 });
    const topic = await buildTopic(db, { authorUserId: moderator.id, specialties: ['Dermatology'] });
    expect((await get(derm, `/programs?topic_id=${topic.id}`)).json()).toEqual({
      id: globalForDerm.id,
      name: globalForDerm.name,
      url: globalForDerm.url,
    });
    const second = await program();
    const first = await program();
    await db.insert(topicPrograms).values([
      { topicId: topic.id, programId: second.id, priority: 2 },
      { topicId: topic.id, programId: first.id, priority: 1 },
    ]);
    expect((await get(derm, `/programs?topic_id=${topic.id}`)).json().id).toBe(first.id);
    expect((await get(derm, '/programs')).json().id).toBe(globalForDerm.id);
  });

  it('gives nulls when no program applies and 404 for a question the member cannot see', {
    timeout: 120_000,
  }, async () => {
    const db = t.database.db;
    const fresh = await createTestApp();
    try {
      const member = await buildUser(fresh.database.db, { role: 'hcp' });
      const res = await fresh.app.inject({ url: '/api/v1/programs', headers: await fresh.authAs(member) });
      expect(res.json()).toEqual({ id: null, name: null, url: null });
    } finally {
      await fresh.close();
    }
    const moderator = await buildUser(db, { role: 'moderator' });
    const me = await buildUser(db, { role: 'hcp' });
    const mapped = await buildTopic(db, { authorUserId: moderator.id, useNpiMap: true, npis: ['1234567893'] });
    expect((await get(me, `/programs?topic_id=${mapped.id}`)).statusCode).toBe(404);
  });

  it('caches the lookup for the configured time (spec §9 program link cache)', { timeout: 120_000 }, async () => {
    let now = 1_000;
    const cache = new SharedCache<number>({
      ttlMs: 3_600_000,
      maxEntries: 10,
      clock: () => now,
      redisPrefix: 'unused:',
    });
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('k', load)).toBe(1);
    now += 3_599_999;
    expect(await cache.get('k', load)).toBe(1);
    now += 1;
    expect(await cache.get('k', load)).toBe(2);

    const cached = await createTestApp();
    try {
      const db = cached.database.db;
      const member = await buildUser(db, { role: 'hcp' });
      const [p] = await db
        .insert(programs)
        .values({ hcmpPrgId: 'C-1', name: 'Cached', url: 'https://c.example.test', globalPriority: 1 })
        .returning();
      const read = async () =>
        (await cached.app.inject({ url: '/api/v1/programs', headers: await cached.authAs(member) })).json().id;
      expect(await read()).toBe(p!.id);
      await db.update(programs).set({ globalPriority: null }).where(eq(programs.id, p!.id));
      expect(await read()).toBe(p!.id);
    } finally {
      await cached.close();
    }
  });
});

describe.runIf(await redisReachable())('the program link cache with REDIS_URL', () => {
  it('is shared by every instance: one lookup per key serves both, a cached "none" included', async () => {
    const redis = testRedis();
    try {
      const redisPrefix = testPrefix('program-link');
      const [one, two] = [1, 2].map(() => new SharedCache<number | null>({ ttlMs: 60_000, redis, redisPrefix }));
      let loads = 0;
      const load = (value: number | null) => async () => {
        loads++;
        return value;
      };
      expect(await one!.get('topic-1', load(7))).toBe(7);
      expect(await two!.get('topic-1', load(8))).toBe(7);
      expect(await one!.get('topic-2', load(null))).toBeNull();
      expect(await two!.get('topic-2', load(9))).toBeNull();
      expect(loads).toBe(2);
    } finally {
      await redis.quit();
    }
  });
});

describe('POST /programs', () => {
  it('records the visit and returns the partner link with a return URL to the question', async () => {
    const db = t.database.db;
    const moderator = await buildUser(db, { role: 'moderator' });
    const me = await buildUser(db, { role: 'hcp' });
    const topic = await buildTopic(db, { authorUserId: moderator.id });
    const answer = await buildAnswer(db, { topicId: topic.id, userId: me.id });
    const p = await program({ priority: 5 });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/programs',
      headers: await t.authAs(me),
      payload: { programId: p.id, topicId: topic.id, commentId: answer.id, fromCommentsView: true },
    });
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json().url);
    expect(`${url.origin}${url.pathname}`).toBe(p.url.split('?')[0]);
    expect(url.searchParams.get('a')).toBe('1');
    expect(url.searchParams.get('returnUrl')).toBe(`${t.config.publicUrl}/questions/${topic.id}?type=redirected`);
    const visits = await db.select().from(programVisits).where(eq(programVisits.userId, me.id));
    expect(visits).toEqual([
      expect.objectContaining({ programId: p.id, topicId: topic.id, commentId: answer.id, fromCommentsView: true }),
    ]);
  });

  it('refuses an unknown program (404), an invisible question (404) and a response of another question (400)', async () => {
    const db = t.database.db;
    const moderator = await buildUser(db, { role: 'moderator' });
    const me = await buildUser(db, { role: 'hcp' });
    const topic = await buildTopic(db, { authorUserId: moderator.id });
    const mapped = await buildTopic(db, { authorUserId: moderator.id, useNpiMap: true, npis: ['1234567893'] });
    const elsewhere = await buildAnswer(db, { topicId: mapped.id, userId: moderator.id });
    const p = await program();
    const post = async (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/v1/programs', headers: await t.authAs(me), payload });
    expect((await post({ programId: 999999 })).statusCode).toBe(404);
    expect((await post({ programId: p.id, topicId: mapped.id })).statusCode).toBe(404);
    expect((await post({ programId: p.id, topicId: topic.id, commentId: elsewhere.id })).statusCode).toBe(400);
    expect(await db.select().from(programVisits).where(eq(programVisits.userId, me.id))).toEqual([]);
    const plain = await post({ programId: p.id });
    expect(new URL(plain.json().url).searchParams.get('returnUrl')).toBe(`${t.config.publicUrl}/questions`);
  });
});

describe('GET /programs/dti_link', () => {
  it('gives the Resources link to members with diseases_and_treatment_information only', async () => {
    const hcp = await buildUser(t.database.db, { role: 'hcp' });
    expect((await get(hcp, '/programs/dti_link')).json()).toEqual({
      url: 'https://dti.example.test/start',
      success: true,
    });
    const admin = await buildUser(t.database.db, { role: 'administrator' });
    expect((await get(admin, '/programs/dti_link')).statusCode).toBe(403);
  });
});
