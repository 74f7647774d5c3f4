import type { ConfirmProgramBody, GlobalProgram, GlobalProgramList } from '@pc/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, programSpecialties, programs } from '../../db/schema/index.js';
import { buildUser, specialtyId } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let admin: Awaited<ReturnType<typeof buildUser>>;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: '1000000' });
  admin = await buildUser(t.database.db, { role: 'administrator' });
});
afterAll(() => t.close());

async function call(method: 'GET' | 'POST', url: string, payload?: unknown, user: { id: number } = admin) {
  return t.app.inject({ method, url: `/api/v1${url}`, payload: payload as object, headers: await t.authAs(user) });
}

interface Seed {
  id: string;
  priority?: number | null;
  confirmed?: boolean;
  specialties?: string[];
}

/** Replaces every program with these (each test starts from a list it states). */
async function seedPrograms(list: Seed[]) {
  const db = t.database.db;
  await db.execute(sql`delete from programs`);
  for (const p of list) {
    const [row] = await db
      .insert(programs)
      .values({
        hcmpPrgId: p.id,
        name: `Program ${p.id}`,
        url: `https://programs.example.test/${p.id}`,
        globalPriority: p.priority ?? null,
        confirmedAt: p.confirmed ? new Date('2026-01-05T10:00:00Z') : null,
      })
      .returning();
    for (const name of p.specialties ?? []) {
      await db.insert(programSpecialties).values({ programId: row!.id, specialtyId: await specialtyId(db, name) });
    }
  }
}

/** The table as 'priority:id' ('-' for none), then the section without priority. */
const shape = (list: GlobalProgramList) => ({
  assigned: list.assigned.map((p) => `${p.globalPriority ?? '-'}:${p.hcmpPrgId}`),
  unassigned: list.unassigned.map((p) => p.hcmpPrgId),
});

async function current() {
  const res = await call('GET', '/global_programs');
  expect(res.statusCode).toBe(200);
  return shape(res.json());
}

/** Three enabled (A B C), one confirmed without priority (X), two nobody confirmed (N1, N2). */
const standard: Seed[] = [
  { id: 'C', priority: 3, confirmed: true },
  { id: 'A', priority: 1, confirmed: true },
  { id: 'X', confirmed: true },
  { id: 'N2' },
  { id: 'B', priority: 2, confirmed: true },
  { id: 'N1' },
];

beforeEach(() => seedPrograms(standard));

describe('GET global_programs', () => {
  it('answers the table (by priority, then confirmed without priority by program id) and the unconfirmed', async () => {
    await seedPrograms([
      ...standard,
      { id: 'W', confirmed: true },
      { id: 'OLD', priority: 0, confirmed: true, specialties: ['Dermatology', 'Cardiology'] },
    ]);
    const res = await call('GET', '/global_programs');
    expect(res.statusCode).toBe(200);
    const list = res.json() as GlobalProgramList;
    expect(shape(list)).toEqual({ assigned: ['1:A', '2:B', '3:C', '-:OLD', '-:W', '-:X'], unassigned: ['N1', 'N2'] });
    const a = list.assigned[0]!;
    expect(a).toMatchObject({ name: 'Program A', url: 'https://programs.example.test/A', enabled: true });
    expect(a.confirmedAt).toBe('2026-01-05T10:00:00.000Z');
    // Priority 0 is disabled: not enabled, shown without a priority.
    const old = list.assigned.find((p) => p.hcmpPrgId === 'OLD')!;
    expect(old).toMatchObject({ enabled: false, globalPriority: null });
    expect(old.specialties.map((s) => s.name)).toEqual(['Cardiology', 'Dermatology']);
    expect(list.unassigned[0]).toMatchObject({ enabled: false, globalPriority: null, confirmedAt: null });
  });

  it('is for administrators and moderators (spec §6), not for members or IQ moderators', async () => {
    const db = t.database.db;
    const member = await buildUser(db, { role: 'hcp' });
    const iqModerator = await buildUser(db, { role: 'iq_moderator' });
    expect((await call('GET', '/global_programs', undefined, member)).statusCode).toBe(403);
    expect((await call('GET', '/global_programs', undefined, iqModerator)).statusCode).toBe(403);
    expect((await call('POST', '/global_programs/change_status', { hcmpId: 'A' }, member)).statusCode).toBe(403);
    expect(
      (await call('POST', '/global_programs/change_priority', { hcmpId: 'A', priority: 2 }, iqModerator)).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ url: '/api/v1/global_programs' })).statusCode).toBe(401);
    expect(await current()).toEqual({ assigned: ['1:A', '2:B', '3:C', '-:X'], unassigned: ['N1', 'N2'] });
  });
});

describe('GET global_programs/{hcmpId}', () => {
  it('answers one program, and 404 "Error: not found" for an unknown id', async () => {
    const found = await call('GET', '/global_programs/B');
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({
      hcmpPrgId: 'B',
      globalPriority: 2,
      enabled: true,
    } satisfies Partial<GlobalProgram>);
    const missing = await call('GET', '/global_programs/NOPE');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Error: not found');
  });
});

describe('POST global_programs/change_status', () => {
  it.each([
    ['disabling the first closes the gap', 'A', ['1:B', '2:C', '-:A', '-:X'], ['N1', 'N2']],
    ['disabling the middle closes the gap', 'B', ['1:A', '2:C', '-:B', '-:X'], ['N1', 'N2']],
    ['disabling the last', 'C', ['1:A', '2:B', '-:C', '-:X'], ['N1', 'N2']],
    ['enabling a confirmed one gives max + 1', 'X', ['1:A', '2:B', '3:C', '4:X'], ['N1', 'N2']],
    ['enabling an unconfirmed one gives max + 1 and confirms it', 'N2', ['1:A', '2:B', '3:C', '4:N2', '-:X'], ['N1']],
  ])('%s', async (_name, hcmpId, assigned, unassigned) => {
    const res = await call('POST', '/global_programs/change_status', { hcmpId });
    expect(res.statusCode).toBe(200);
    expect(shape(res.json())).toEqual({ assigned, unassigned });
    expect(await current()).toEqual({ assigned, unassigned });
  });

  it('records the change in the audit log with who did it', async () => {
    await call('POST', '/global_programs/change_status', { hcmpId: 'B' });
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'global_program'), eq(auditLog.actorId, admin.id)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(row).toMatchObject({ action: 'disable' });
    expect(row!.before).toMatchObject({ hcmpPrgId: 'B', globalPriority: 2 });
    expect(row!.after).toMatchObject({ hcmpPrgId: 'B', globalPriority: null });
  });

  it('answers 404 "Error: not found" for an unknown program and changes nothing', async () => {
    const res = await call('POST', '/global_programs/change_status', { hcmpId: 'NOPE' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Error: not found');
    expect(await current()).toEqual({ assigned: ['1:A', '2:B', '3:C', '-:X'], unassigned: ['N1', 'N2'] });
  });
});

describe('POST global_programs/confirm', () => {
  it.each([
    ['at 1 pushes every other down', { hcmpId: 'N1', priority: 1 }, ['1:N1', '2:A', '3:B', '4:C', '-:X'], ['N2']],
    ['at 2 pushes the later ones down', { hcmpId: 'N1', priority: 2 }, ['1:A', '2:N1', '3:B', '4:C', '-:X'], ['N2']],
    ['at count + 1 goes last', { hcmpId: 'N2', priority: 4 }, ['1:A', '2:B', '3:C', '4:N2', '-:X'], ['N1']],
    ['without a priority sets none', { hcmpId: 'N1', priority: null }, ['1:A', '2:B', '3:C', '-:N1', '-:X'], ['N2']],
    ['with priority 0 disables it', { hcmpId: 'N1', priority: 0 }, ['1:A', '2:B', '3:C', '-:N1', '-:X'], ['N2']],
    ['with no priority field sets none', { hcmpId: 'N2' }, ['1:A', '2:B', '3:C', '-:N2', '-:X'], ['N1']],
  ])('%s', async (_name, body, assigned, unassigned) => {
    const res = await call('POST', '/global_programs/confirm', body);
    expect(res.statusCode).toBe(200);
    expect(shape(res.json())).toEqual({ assigned, unassigned });
    const confirmed = (await call('GET', `/global_programs/${body.hcmpId}`)).json() as GlobalProgram;
    expect(confirmed.confirmedAt).not.toBeNull();
    // The confirmation time is now's, not the seed's old date.
    expect(confirmed.confirmedAt! > '2026-01-05T10:00:00.000Z').toBe(true);
    expect(confirmed.enabled).toBe(Boolean((body as ConfirmProgramBody).priority));
  });

  it.each([
    [{ hcmpId: 'N1', priority: 5 }, 400, 'Priority must be a whole number from 1 to 4'],
    [{ hcmpId: 'N1', priority: -1 }, 400, 'Priority must not be negative'],
    [{ hcmpId: 'N1', priority: 1.5 }, 400, 'Priority must be a whole number'],
    [{ hcmpId: 'N1', priority: '2' }, 400, 'Priority must be a whole number'],
    [{ hcmpId: 'A', priority: 1 }, 409, 'The program is already confirmed: change its priority or status instead'],
    [{ hcmpId: 'X', priority: 1 }, 409, 'The program is already confirmed: change its priority or status instead'],
    [{ hcmpId: 'NOPE', priority: 1 }, 404, 'Error: not found'],
    [{ hcmpId: '', priority: 1 }, 400, 'Required'],
  ])('refuses %j with %s "%s" and changes nothing', async (body, status, message) => {
    const res = await call('POST', '/global_programs/confirm', body);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(message);
    expect(await current()).toEqual({ assigned: ['1:A', '2:B', '3:C', '-:X'], unassigned: ['N1', 'N2'] });
  });
});

describe('POST global_programs/change_priority', () => {
  it.each([
    ['last to first shifts the others down', { hcmpId: 'C', priority: 1 }, ['1:C', '2:A', '3:B', '-:X']],
    ['first to last shifts the others up', { hcmpId: 'A', priority: 3 }, ['1:B', '2:C', '3:A', '-:X']],
    ['to the next place swaps neighbours', { hcmpId: 'A', priority: 2 }, ['1:B', '2:A', '3:C', '-:X']],
    ['to its own place changes nothing', { hcmpId: 'B', priority: 2 }, ['1:A', '2:B', '3:C', '-:X']],
  ])('%s', async (_name, body, assigned) => {
    const res = await call('POST', '/global_programs/change_priority', body);
    expect(res.statusCode).toBe(200);
    expect(shape(res.json()).assigned).toEqual(assigned);
    expect((await current()).assigned).toEqual(assigned);
  });

  it.each([
    [{ hcmpId: 'A', priority: 4 }, 400, 'Priority must be a whole number from 1 to 3'],
    [{ hcmpId: 'A', priority: 0 }, 400, 'Required'],
    [{ hcmpId: 'A' }, 400, 'Priority must be a whole number'],
    [{ hcmpId: 'X', priority: 1 }, 409, 'Enable the program before changing its priority'],
    [{ hcmpId: 'N1', priority: 1 }, 409, 'Enable the program before changing its priority'],
    [{ hcmpId: 'NOPE', priority: 1 }, 404, 'Error: not found'],
  ])('refuses %j with %s "%s" and changes nothing', async (body, status, message) => {
    const res = await call('POST', '/global_programs/change_priority', body);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(message);
    expect(await current()).toEqual({ assigned: ['1:A', '2:B', '3:C', '-:X'], unassigned: ['N1', 'N2'] });
  });

  it('renumbers old data with a gap or a tie as it moves a program', async () => {
    await seedPrograms([
      { id: 'A', priority: 2, confirmed: true },
      { id: 'B', priority: 2, confirmed: true },
      { id: 'C', priority: 7, confirmed: true },
    ]);
    const res = await call('POST', '/global_programs/change_priority', { hcmpId: 'C', priority: 1 });
    expect(shape(res.json()).assigned).toEqual(['1:C', '2:A', '3:B']);
  });
});

describe('concurrent changes by several moderators', () => {
  it('keep the priorities exactly 1..n with no duplicates', async () => {
    const ids = Array.from({ length: 12 }, (_, i) => `P${i + 1}`);
    await seedPrograms([
      ...ids.slice(0, 6).map((id, i) => ({ id, priority: i + 1, confirmed: true })),
      { id: 'P7', confirmed: true },
      { id: 'P8', confirmed: true },
      ...ids.slice(8).map((id) => ({ id })),
    ]);
    const moderators = await Promise.all(
      Array.from({ length: 3 }, () => buildUser(t.database.db, { role: 'administrator' })),
    );
    const requests: [string, object][] = [
      ['/global_programs/change_status', { hcmpId: 'P7' }],
      ['/global_programs/change_status', { hcmpId: 'P8' }],
      ['/global_programs/change_status', { hcmpId: 'P2' }],
      ['/global_programs/confirm', { hcmpId: 'P9', priority: 1 }],
      ['/global_programs/confirm', { hcmpId: 'P10', priority: 2 }],
      ['/global_programs/confirm', { hcmpId: 'P11', priority: 3 }],
      ['/global_programs/confirm', { hcmpId: 'P12', priority: null }],
      ['/global_programs/change_priority', { hcmpId: 'P6', priority: 1 }],
      ['/global_programs/change_priority', { hcmpId: 'P1', priority: 5 }],
      ['/global_programs/change_priority', { hcmpId: 'P3', priority: 2 }],
      ['/global_programs/change_priority', { hcmpId: 'P4', priority: 4 }],
      ['/global_programs/change_status', { hcmpId: 'P5' }],
    ];
    const answers = await Promise.all(
      requests.map(([url, body], i) => call('POST', url, body, moderators[i % moderators.length])),
    );
    // Every one either applied or was refused for the state it met (e.g. a priority the list had
    // outgrown or no longer reached); none failed on the server.
    for (const res of answers) expect([200, 400, 409]).toContain(res.statusCode);
    expect(answers.filter((res) => res.statusCode === 200).length).toBeGreaterThanOrEqual(8);

    const rows = await t.database.db
      .select({ id: programs.hcmpPrgId, priority: programs.globalPriority })
      .from(programs);
    const priorities = rows
      .map((r) => r.priority)
      .filter((p): p is number => p !== null && p > 0)
      .sort((a, b) => a - b);
    expect(priorities).toEqual(priorities.map((_, i) => i + 1));
    // Exactly the enabled ones hold a priority; P2 and P5 were disabled, the rest enabled.
    const enabled = rows.filter((r) => r.priority !== null).map((r) => r.id);
    expect(new Set(enabled)).toEqual(new Set(['P1', 'P3', 'P4', 'P6', 'P7', 'P8', 'P9', 'P10', 'P11']));
  });
});
