import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProgram, buildTopic, buildUser } from '../../test/factories.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';

let t: TestApp;
let moderator: Awaited<ReturnType<typeof buildUser>>;

beforeAll(async () => {
  t = await createTestApp();
  moderator = await buildUser(t.database.db, { role: 'moderator' });
});
afterAll(() => t.close());

async function call(method: 'GET' | 'POST', url: string, payload?: unknown, user = moderator) {
  return t.app.inject({ method, url: `/api/v1${url}`, payload: payload as object, headers: await t.authAs(user) });
}

const order = (list: { hcmpPrgId: string; priority: number }[]) => list.map((p) => `${p.priority}:${p.hcmpPrgId}`);

describe('programs connected to a question', () => {
  it('attaches, moves by one swapping neighbours, detaches closing the gap, and detaches all', async () => {
    const db = t.database.db;
    const topic = await buildTopic(db, { authorUserId: moderator.id });
    for (const id of ['A', 'B', 'C', 'D']) await buildProgram(db, { hcmpPrgId: id, name: `Program ${id}` });
    await buildProgram(db, { hcmpPrgId: 'OFF', globalPriority: null });

    const attachable = (await call('GET', `/pi/active_programs?topicId=${topic.id}`)).json();
    expect(attachable.map((p: { hcmpPrgId: string }) => p.hcmpPrgId)).toEqual(['A', 'B', 'C', 'D']);

    let list = (await call('POST', '/pi/attach', { topicId: topic.id, hcmpIds: ['B', 'A', 'C'] })).json();
    expect(order(list)).toEqual(['1:B', '2:A', '3:C']);
    expect(list.map((p: { actions: object }) => p.actions)).toEqual([
      { up: false, down: true },
      { up: true, down: true },
      { up: true, down: false },
    ]);
    // Attaching again keeps what is there and appends the new one.
    list = (await call('POST', '/pi/attach', { topicId: topic.id, hcmpIds: ['A', 'D'] })).json();
    expect(order(list)).toEqual(['1:B', '2:A', '3:C', '4:D']);
    expect((await call('GET', `/pi/active_programs?topicId=${topic.id}`)).json()).toEqual([]);

    list = (await call('POST', '/pi/change_priority', { topicId: topic.id, hcmpId: 'C', change: -1 })).json();
    expect(order(list)).toEqual(['1:B', '2:C', '3:A', '4:D']);
    list = (await call('POST', '/pi/change_priority', { topicId: topic.id, hcmpId: 'B', change: 1 })).json();
    expect(order(list)).toEqual(['1:C', '2:B', '3:A', '4:D']);

    const top = await call('POST', '/pi/change_priority', { topicId: topic.id, hcmpId: 'C', change: -1 });
    expect(top.statusCode).toBe(400);
    expect(top.json().message).toBe('The program cannot move further in that direction');
    const bottom = await call('POST', '/pi/change_priority', { topicId: topic.id, hcmpId: 'D', change: 1 });
    expect(bottom.statusCode).toBe(400);
    expect((await call('POST', '/pi/change_priority', { topicId: topic.id, hcmpId: 'B', change: 2 })).statusCode).toBe(
      400,
    );

    list = (await call('POST', '/pi/detach', { topicId: topic.id, hcmpId: 'B' })).json();
    expect(order(list)).toEqual(['1:C', '2:A', '3:D']);
    expect((await call('GET', `/pi/attached_programs?topicId=${topic.id}`)).json()).toEqual(list);
    expect((await call('POST', '/pi/detach', { topicId: topic.id, hcmpId: 'B' })).json().message).toBe(
      'The program is not attached to this question',
    );

    expect((await call('POST', '/pi/detach_all', { topicId: topic.id })).json()).toEqual([]);
    expect((await call('GET', `/pi/attached_programs?topicId=${topic.id}`)).json()).toEqual([]);
  });

  it('refuses disabled or unknown programs, unknown questions and members', async () => {
    const db = t.database.db;
    const topic = await buildTopic(db, { authorUserId: moderator.id });
    const bad = await call('POST', '/pi/attach', { topicId: topic.id, hcmpIds: ['OFF', 'NOPE'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Program OFF is not an active program');
    expect((await call('GET', `/pi/attached_programs?topicId=${topic.id}`)).json()).toEqual([]);
    expect((await call('POST', '/pi/attach', { topicId: topic.id, hcmpIds: [] })).json().message).toBe(
      'Select at least one program',
    );
    expect((await call('POST', '/pi/detach_all', { topicId: 999_999 })).statusCode).toBe(404);
    const hcp = await buildUser(db, { role: 'hcp' });
    expect((await call('GET', `/pi/attached_programs?topicId=${topic.id}`, undefined, hcp)).statusCode).toBe(403);
  });
});

describe('topic-programs feature flag', () => {
  it('hides every pi route when the flag is off and tells the details page', async () => {
    const off = await createTestApp({ FEATURE_TOPIC_PROGRAMS: 'false' });
    try {
      const mod = await buildUser(off.database.db, { role: 'moderator' });
      const topic = await buildTopic(off.database.db, { authorUserId: mod.id });
      const headers = await off.authAs(mod);
      const attached = await off.app.inject({ url: `/api/v1/pi/attached_programs?topicId=${topic.id}`, headers });
      expect(attached.statusCode).toBe(404);
      const attach = await off.app.inject({ method: 'POST', url: '/api/v1/pi/attach', payload: {}, headers });
      expect(attach.statusCode).toBe(404);
      const detail = await off.app.inject({ url: `/api/v1/internal/topics/${topic.id}`, headers });
      expect(detail.json().topicProgramsEnabled).toBe(false);
    } finally {
      await off.close();
    }
  });
});
