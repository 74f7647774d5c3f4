import { type ConsensusData, consensusDataSchema, peerChallengeDataSchema, summaryIssues } from '@pc/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { consensusSummaries, peerChallenges, specialties, users } from '../../db/schema/index.js';
import { seededDatabaseForFile } from '../../test/seeded-database.js';
import { storedData, submittedSource } from './consensus-content.js';
import { storedPeerChallenge } from './consensus-content.js';

/** The demo consensuses and peer challenge are stored exactly as the API stores a submission. */
const database = seededDatabaseForFile();

describe('demo consensuses', () => {
  it('are valid submissions, stored sanitised, filed under seeded specialties', async () => {
    const rows = await database.db.select().from(consensusSummaries);
    const names = new Set((await database.db.select({ name: specialties.name }).from(specialties)).map((s) => s.name));
    expect(rows.length).toBeGreaterThanOrEqual(4);
    for (const row of rows) {
      const source = consensusDataSchema.parse(row.source);
      expect(summaryIssues(source), row.title).toEqual([]);
      expect(row.data).toEqual(storedData(submittedSource(source)));
      expect(consensusDataSchema.parse(row.data)).toEqual(row.data);
      expect(names.has(row.topicSelection)).toBe(true);
      expect((row.data as ConsensusData).TopicSelection).toBe(row.topicSelection);
      expect(row.deletedAt).toBeNull();
    }
  });

  it('are published by the moderator, with one in review by another author for a reviewer', async () => {
    const rows = await database.db
      .select({ status: consensusSummaries.status, publishedAt: consensusSummaries.publishedAt, email: users.email })
      .from(consensusSummaries)
      .innerJoin(users, eq(users.id, consensusSummaries.authorUserId));
    const published = rows.filter((r) => r.status === 'published');
    expect(published.length).toBe(3);
    expect(published.every((r) => r.publishedAt && r.email === 'moderator@example.org')).toBe(true);
    expect(rows.filter((r) => r.status === 'in_review')).toEqual([
      { status: 'in_review', publishedAt: null, email: 'iqmoderator@example.org' },
    ]);
  });

  it('include a published peer challenge, stored sanitised', async () => {
    const [challenge] = await database.db.select().from(peerChallenges);
    expect(challenge).toMatchObject({ status: 'published', publishedAt: expect.any(Date) });
    const data = peerChallengeDataSchema.parse(challenge!.data);
    expect(storedPeerChallenge(data)).toEqual(challenge!.data);
  });
});
