import { DEFAULT_NOTIFICATION_DELIVERY } from '@pc/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../db/raw-sql.js';
import { buildMember } from '../../test/factories.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { deliverySql } from './notification-settings.queries.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = async (user: { id: number }, method: 'GET' | 'PUT', payload?: unknown) =>
  t.app.inject({
    method,
    url: '/api/v1/notifications/settings',
    headers: await t.authAs(user),
    payload: payload as object,
  });

describe('notification settings (issue 25)', () => {
  it('a member who never chose reads every default, the digest on and no time zone', async () => {
    const member = await buildMember(t.database.db);
    const res = await call(member, 'GET');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deliveries: DEFAULT_NOTIFICATION_DELIVERY, weeklyDigest: true, timeZone: null });
    expect(DEFAULT_NOTIFICATION_DELIVERY.answer_comment).toBe('immediate');
    expect(DEFAULT_NOTIFICATION_DELIVERY.new_answers).toBe('digest');
  });

  it('changes only what is sent, and keeps earlier choices', async () => {
    const member = await buildMember(t.database.db);
    expect((await call(member, 'PUT', { deliveries: { new_answers: 'immediate' } })).statusCode).toBe(200);
    const res = await call(member, 'PUT', { deliveries: { answer_comment: 'in_app' }, timeZone: 'America/Chicago' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      deliveries: { ...DEFAULT_NOTIFICATION_DELIVERY, new_answers: 'immediate', answer_comment: 'in_app' },
      weeklyDigest: true,
      timeZone: 'America/Chicago',
    });
    const off = await call(member, 'PUT', { weeklyDigest: false });
    expect(off.json()).toMatchObject({ weeklyDigest: false, timeZone: 'America/Chicago' });
    expect((await call(member, 'PUT', { timeZone: null })).json().timeZone).toBeNull();
    // Another member's choices are their own.
    const other = await buildMember(t.database.db);
    expect((await call(other, 'GET')).json().deliveries).toEqual(DEFAULT_NOTIFICATION_DELIVERY);
  });

  it('the jobs read the same delivery in SQL: the choice, else the default', async () => {
    const member = await buildMember(t.database.db);
    await call(member, 'PUT', { deliveries: { comment_reply: 'immediate' } });
    const [row] = await selectRows<{ reply: string; comment: string; agrees: string }>(
      t.database.db,
      sql`select ${deliverySql(sql`'comment_reply'`, sql`${member.id}::int`)} as reply,
        ${deliverySql(sql`'answer_comment'`, sql`${member.id}::int`)} as comment,
        ${deliverySql(sql`'answer_agrees'`, sql`${member.id}::int`)} as agrees`,
    );
    expect(row).toEqual({ reply: 'immediate', comment: 'immediate', agrees: 'digest' });
  });

  it.each([
    [{ deliveries: { answer_comment: 'sms' } }, 'A delivery is one of'],
    [{ deliveries: { birthday: 'digest' } }, ''],
    [{ timeZone: 'Mars/Olympus_Mons' }, 'Choose a time zone from the list'],
    [{ timeZone: 'x'.repeat(65) }, 'at most 64'],
    [{ timeZone: '../../etc' }, 'Choose a time zone from the list'],
    [{ weeklyDigest: 'yes' }, ''],
    [{ other: 1 }, ''],
  ])('refuses %j with a 400 that changes nothing', async (body, message) => {
    const member = await buildMember(t.database.db);
    const res = await call(member, 'PUT', body);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(message);
    expect((await call(member, 'GET')).json()).toEqual({
      deliveries: DEFAULT_NOTIFICATION_DELIVERY,
      weeklyDigest: true,
      timeZone: null,
    });
  });
});
