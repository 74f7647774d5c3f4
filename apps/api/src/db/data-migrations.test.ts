import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consensusInput } from '../modules/consensus/consensus.fixtures.js';
import { buildAnswer, buildReward, buildTopic, buildUser } from '../test/factories.js';
import { type TestApp, createTestApp } from '../test/test-app.js';
import { migrationsFolder } from './migrate.js';
import { consensusSummaries, rewards } from './schema/index.js';

/**
 * The data each migration of issue 22 fixes in a database that already holds some: its data
 * statements are run again here over rows made as the old code made them (they only touch such rows).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const dataStatements = (tag: string) =>
  readFileSync(path.join(migrationsFolder, `${tag}.sql`), 'utf8')
    .split('--> statement-breakpoint')
    .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
    .filter((s) => /^UPDATE/i.test(s));

async function migrate(tag: string) {
  const statements = dataStatements(tag);
  expect(statements.length).toBeGreaterThan(0);
  for (const statement of statements) await t.database.db.execute(sql.raw(statement));
}

describe('0012: rewards of answers deleted before processing', () => {
  it('withdraws unprocessed rewards of deleted answers and keeps the rest', async () => {
    const db = t.database.db;
    const moderator = await buildUser(db, { role: 'moderator' });
    const topic = await buildTopic(db, { authorUserId: moderator.id });
    const make = async (o: { deleted: boolean; issued: boolean }) => {
      const member = await buildUser(db, { role: 'hcp' });
      const answer = await buildAnswer(db, {
        topicId: topic.id,
        userId: member.id,
        deletedAt: o.deleted ? new Date() : null,
      });
      const reward = await buildReward(db, { userId: member.id, topicId: topic.id });
      await db
        .update(rewards)
        .set({ commentId: answer.id, issuedAt: o.issued ? new Date() : null })
        .where(eq(rewards.id, reward.id));
      return reward.id;
    };
    const gamed = await make({ deleted: true, issued: false });
    const paid = await make({ deleted: true, issued: true });
    const standing = await make({ deleted: false, issued: false });
    await migrate('0012_reward_withdrawn');
    const withdrawn = async (id: number) =>
      (await db.select().from(rewards).where(eq(rewards.id, id)))[0]!.withdrawnAt !== null;
    expect([await withdrawn(gamed), await withdrawn(paid), await withdrawn(standing)]).toEqual([true, false, false]);
  });
});

describe('0013: consensuses without a specialty', () => {
  it('files them under their case’s specialty (the first by name); others are left alone', async () => {
    const db = t.database.db;
    const moderator = await buildUser(db, { role: 'moderator' });
    const caseQuestion = await buildTopic(db, { authorUserId: moderator.id, specialties: ['Neurology', 'Cardiology'] });
    const insert = async (topicSelection: string, caseNumber: number) => {
      const data = consensusInput({
        TopicSelection: topicSelection,
        PatientCases: [
          { CaseText: 'A case.', CaseNumber: caseNumber, View: 'Full', PublishDate: '2026-10-01', ResponseCount: 1 },
        ],
      });
      const [row] = await db
        .insert(consensusSummaries)
        .values({
          status: 'published',
          title: data.ConsensusTitle,
          consensusType: 'Community',
          topicSelection,
          data,
          source: data,
          publishedAt: new Date(),
        })
        .returning();
      return row!.id;
    };
    const missing = await insert('', caseQuestion.id);
    const filed = await insert('Dermatology', caseQuestion.id);
    const noCase = await insert('', 2_000_000_000);
    await migrate('0013_consensus_specialty');
    const read = async (id: number) => {
      const [row] = await db.select().from(consensusSummaries).where(eq(consensusSummaries.id, id));
      return [
        row!.topicSelection,
        (row!.data as { TopicSelection: string }).TopicSelection,
        (row!.source as { TopicSelection: string }).TopicSelection,
      ];
    };
    expect(await read(missing)).toEqual(['Cardiology', 'Cardiology', 'Cardiology']);
    expect(await read(filed)).toEqual(['Dermatology', 'Dermatology', 'Dermatology']);
    expect(await read(noCase)).toEqual(['', '', '']);
  });
});
