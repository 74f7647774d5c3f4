import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthUser } from '../../plugins/auth-guard.js';
import { authUser } from '../../test/auth-users.js';
import { buildTopic, buildUser } from '../../test/factories.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { threadAccessSql } from '../comments/comments.queries.js';
import { targetsUser, visibleTo } from './topics.policy.js';

/**
 * Issue 27: checking whether a member may see one question reads that question's audience keys, not
 * every question of the member's audiences. PostgreSQL made the EXISTS (inside an OR) a hashed set of
 * all of them: 154 keys at scale 1 for a Cardiology member, more as questions accumulate.
 */
let t: TestApp;
let member: AuthUser;
let questionId: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const moderator = await buildUser(db, { role: 'moderator' });
  const hcp = await buildUser(db, { role: 'hcp', specialty: 'Cardiology' });
  member = { ...authUser('hcp'), id: hcp.id, specialtyId: hcp.specialtyId, subspecialtyId: null, npi: hcp.npi };
  questionId = (await buildTopic(db, { authorUserId: moderator.id })).id;
  // Two years of Cardiology questions, as bench:seed makes them; the triggers write their audience keys.
  await t.database.executeSql(
    `with q as (
       insert into topics (title, description, author_user_id, publish_date, expiration_date, therapy_area,
         primary_indication, secondary_indication, stage_progression, initiating_team)
       select 'Question ' || i, 'A clinical question long enough to be valid.', $1,
         now() - i * interval '1 day', now() - i * interval '1 day' + interval '7 days',
         'Cardiology', 'HFpEF', 'CKD', 'Chronic', 'MS'
       from generate_series(1, 400) as i returning id)
     insert into topic_specialties (topic_id, specialty_id) select q.id, $2 from q`,
    [moderator.id, hcp.specialtyId],
  );
  await t.database.executeSql('analyze');
});
afterAll(async () => t?.close());

async function plan(query: SQL): Promise<string> {
  const result = (await t.database.db.execute(sql`explain ${query}`)) as unknown as { rows: Record<string, string>[] };
  return result.rows.map((r) => r['QUERY PLAN']).join('\n');
}

describe('one question’s visibility', () => {
  it('probes that question’s keys when it is opened, answered or its thread read', async () => {
    const now = new Date();
    const statements = {
      visible: sql`select t.id from topics t where t.id = ${questionId} and ${visibleTo(member, now)}`,
      targets: sql`select ${targetsUser(member, { oneQuestion: true })} from topics t where t.id = ${questionId}`,
      thread: threadAccessSql(member, questionId, now),
    };
    for (const [name, statement] of Object.entries(statements)) {
      const p = await plan(statement);
      expect(p, name).toContain('topic_audiences');
      expect(p, name).not.toMatch(/hashed SubPlan/);
    }
  });

  it('says the same as the EXISTS a list of questions keeps', async () => {
    const both = async (user: AuthUser) => {
      const result = (await t.database.db.execute(
        sql`select ${targetsUser(user, { oneQuestion: true })} as probe, ${targetsUser(user)} as listed
          from topics t where t.id = ${questionId}`,
      )) as unknown as { rows: { probe: boolean; listed: boolean }[] };
      return result.rows[0];
    };
    expect(await both(member)).toEqual({ probe: true, listed: true });
    const other = { ...member, specialtyId: member.specialtyId === 1 ? 2 : 1 };
    expect(await both(other)).toEqual({ probe: false, listed: false });
  });
});
