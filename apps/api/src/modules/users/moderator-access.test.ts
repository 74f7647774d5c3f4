import { roleByKey } from '@pc/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { programs } from '../../db/schema/index.js';
import { buildMember, buildReward, buildTopic, buildUser, buildUserForm, specialtyId } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * Spec §6: "Moderators and admins create and edit questions, campaigns, global program priorities and
 * view any user's rewards"; "Admin can create, edit, delete, restore users". A Moderator (the role's
 * preset, nothing added) does the former and none of the latter.
 */
let t: TestApp;
let moderator: { id: number };
let admin: { id: number };
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: '1000000' });
  moderator = await buildUser(t.database.db, { role: 'moderator' });
  admin = await buildUser(t.database.db, { role: 'administrator' });
});
afterAll(() => t.close());

async function call(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, as = moderator) {
  return t.app.inject({ method, url: `/api/v1${url}`, payload, headers: await t.authAs(as) });
}

describe('a moderator', () => {
  it("views any user's rewards", async () => {
    const member = await buildMember(t.database.db, { role: 'hcp', firstName: 'Ada', lastName: 'Lovelace' });
    const topic = await buildTopic(t.database.db, { authorUserId: admin.id, title: 'A rewarded question' });
    await buildReward(t.database.db, {
      userId: member.id,
      topicId: topic.id,
      earnedAt: new Date('2026-11-10T15:00:00Z'),
    });
    const res = await call('GET', `/users/${member.id}/rewards`);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: member.id, firstName: 'Ada', lastName: 'Lovelace' });
    expect(res.json().rewards).toEqual([
      expect.objectContaining({ questionId: topic.id, questionTitle: 'A rewarded question' }),
    ]);
  });

  it('manages the global program priorities', async () => {
    const db = t.database.db;
    await db.execute(sql`delete from programs`);
    for (const [id, priority] of [
      ['A', 1],
      ['B', 2],
    ] as const) {
      await db.insert(programs).values({
        hcmpPrgId: id,
        name: `Program ${id}`,
        url: `https://programs.example.test/${id}`,
        globalPriority: priority,
        confirmedAt: new Date('2026-01-05T10:00:00Z'),
      });
    }
    expect((await call('GET', '/global_programs')).statusCode).toBe(200);
    expect((await call('GET', '/global_programs/A')).statusCode).toBe(200);
    const moved = await call('POST', '/global_programs/change_priority', { hcmpId: 'B', priority: 1 });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().assigned.map((p: { hcmpPrgId: string }) => p.hcmpPrgId)).toEqual(['B', 'A']);
    expect((await call('POST', '/global_programs/change_status', { hcmpId: 'B' })).statusCode).toBe(200);
  });

  it('creates, edits, deletes and restores no user', async () => {
    const someone = await buildUser(t.database.db, { role: 'hcp' });
    const form = buildUserForm(await specialtyId(t.database.db, 'Cardiology'));
    for (const [method, url, payload] of [
      ['POST', '/users', form],
      ['PATCH', `/users/${someone.id}`, { ...form, roleId: roleByKey('hcp').id }],
      ['DELETE', `/users/${someone.id}`, undefined],
      ['PATCH', `/users/${someone.id}/restore`, undefined],
    ] as const) {
      expect((await call(method, url, payload)).statusCode, `${method} ${url}`).toBe(403);
    }
  });
});
