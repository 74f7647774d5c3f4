import type { ConsensusData } from '@pc/contracts';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { selectRows } from '../../db/raw-sql.js';
import {
  comments,
  consensusListVersion,
  consensusSummaries,
  impressions,
  peerChallenges,
  specialties,
  topicSpecialties,
  topics,
  users,
} from '../../db/schema/index.js';

export type ConsensusRow = typeof consensusSummaries.$inferSelect;
export type ConsensusValues = typeof consensusSummaries.$inferInsert;
export type PeerChallengeRow = typeof peerChallenges.$inferSelect;
export type PeerChallengeValues = typeof peerChallenges.$inferInsert;

/** The Case Consensuses page never holds more than this many tiles (spec §2: pagination is not wired). */
export const CONSENSUS_LIST_LIMIT = 500;

/** A consensus by id, deleted ones included (callers decide); locked for the transaction when asked. */
export async function findConsensus(db: Db | Tx, id: number, o: { forUpdate?: boolean } = {}) {
  const query = db.select().from(consensusSummaries).where(eq(consensusSummaries.id, id)).limit(1);
  const [row] = o.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/**
 * A consensus as its readers get it (the content calls, the public page): the stored document and its
 * state, not the author's markdown (`source`, as large again) nor the review's bookkeeping. One row by
 * its primary key, deleted ones included (the policy decides).
 */
export async function findReadable(db: Db, id: number) {
  const c = consensusSummaries;
  const [row] = await db
    .select({
      id: c.id,
      status: c.status,
      data: c.data,
      figures: c.figures,
      authorUserId: c.authorUserId,
      publishedAt: c.publishedAt,
      createdAt: c.createdAt,
      updatedAt: c.updatedAt,
      deletedAt: c.deletedAt,
    })
    .from(c)
    .where(eq(c.id, id))
    .limit(1);
  return row ?? null;
}

export type ReadableRow = NonNullable<Awaited<ReturnType<typeof findReadable>>>;

export async function insertConsensus(tx: Tx, values: ConsensusValues): Promise<ConsensusRow> {
  const [row] = await tx.insert(consensusSummaries).values(values).returning();
  return row!;
}

export async function updateConsensus(tx: Tx, id: number, values: Partial<ConsensusValues>): Promise<ConsensusRow> {
  const [row] = await tx
    .update(consensusSummaries)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(consensusSummaries.id, id))
    .returning();
  return row!;
}

/** What a tile of the Case Consensuses page shows (contracts' `ConsensusTile`), as the list reads it. */
export interface TileRow {
  id: number;
  publishedAt: Date | string | null;
  ConsensusType: ConsensusData['ConsensusType'];
  ConsensusTitle: string;
  TopicSelection: string;
  SummaryTile: ConsensusData['SummaryTile'];
  Author: ConsensusData['Author'];
}

/**
 * Published consensuses, newest first; of one specialty (its name, any case) when given. Only a tile's
 * fields leave the database: five keys of the stored document, not the document (sections, quotes,
 * references), nor the author's markdown (`source`) or the figures, which were most of each row.
 * The newest are chosen on the narrow columns first and only their documents are then read, each once
 * (one `jsonb_to_record`, where five `->` paths would fetch and decompress it five times): choosing
 * after reading the paths read every published document (2,339 at about scale 5: 85 ms, now 12 ms).
 */
export async function listPublished(db: Db, specialty: string | undefined): Promise<TileRow[]> {
  const bySpecialty = specialty ? sql`and lower(topic_selection) = ${specialty.trim().toLowerCase()}` : sql``;
  return selectRows<TileRow>(
    db,
    sql`select s.id, s.published_at as "publishedAt", t.*
        from (
          select id, published_at, data from consensus_summaries
          where status = 'published' and deleted_at is null ${bySpecialty}
          order by published_at desc, id desc
          limit ${CONSENSUS_LIST_LIMIT}
        ) s
        cross join lateral jsonb_to_record(s.data) as t(
          "ConsensusType" text, "ConsensusTitle" text, "TopicSelection" text, "SummaryTile" jsonb, "Author" jsonb
        )
        order by s.published_at desc, s.id desc`,
  );
}

/**
 * The list's version: moved by every statement that writes consensus_summaries (a trigger, migration
 * 0027), read on the handle the list is read on, so a lagging replica's older version never names a
 * newer list. A hot read (every list request): a prepared statement.
 */
export async function readListVersion(db: Db): Promise<string> {
  const [row] = await selectRows<{ version: string }>(
    db,
    sql`select version::text as version from ${consensusListVersion} where id = 1`,
    { prepared: true },
  );
  return row?.version ?? '0';
}

export interface ReviewRow {
  consensus: ConsensusRow;
  author: { id: number; firstName: string; lastName: string } | null;
}

function selectWithAuthor(db: Db) {
  return db
    .select({
      consensus: consensusSummaries,
      authorId: users.id,
      authorFirstName: users.firstName,
      authorLastName: users.lastName,
    })
    .from(consensusSummaries)
    .leftJoin(users, eq(users.id, consensusSummaries.authorUserId));
}

type JoinedRow = Awaited<ReturnType<ReturnType<typeof selectWithAuthor>['where']>>[number];

const withAuthor = (rows: JoinedRow[]): ReviewRow[] =>
  rows.map((r) => ({
    consensus: r.consensus,
    author:
      r.authorId === null
        ? null
        : { id: r.authorId, firstName: r.authorFirstName ?? '', lastName: r.authorLastName ?? '' },
  }));

/** The reviewers' queue: consensuses waiting for review, the longest-waiting first. */
export async function listInReview(db: Db): Promise<ReviewRow[]> {
  const rows = await selectWithAuthor(db)
    .where(and(eq(consensusSummaries.status, 'in_review'), isNull(consensusSummaries.deletedAt)))
    .orderBy(asc(consensusSummaries.submittedAt), asc(consensusSummaries.id))
    .limit(CONSENSUS_LIST_LIMIT);
  return withAuthor(rows);
}

/** An author's own consensuses, whatever their status, most recently changed first. */
export async function listByAuthor(db: Db, authorId: number): Promise<ReviewRow[]> {
  const rows = await selectWithAuthor(db)
    .where(and(eq(consensusSummaries.authorUserId, authorId), isNull(consensusSummaries.deletedAt)))
    .orderBy(desc(consensusSummaries.updatedAt), desc(consensusSummaries.id))
    .limit(CONSENSUS_LIST_LIMIT);
  return withAuthor(rows);
}

export async function findReviewRow(db: Db, id: number): Promise<ReviewRow | null> {
  const rows = await selectWithAuthor(db).where(eq(consensusSummaries.id, id)).limit(1);
  return withAuthor(rows)[0] ?? null;
}

/** The specialty's name as the reference list spells it, or null when there is no such specialty. */
export async function findSpecialtyName(db: Db, name: string): Promise<string | null> {
  const [row] = await db
    .select({ name: specialties.name })
    .from(specialties)
    .where(eq(sql`lower(${specialties.name})`, name.trim().toLowerCase()))
    .limit(1);
  return row?.name ?? null;
}

/** A question that is not deleted, for the case look-up of the authoring wizard. */
export async function findCaseQuestion(db: Db, id: number) {
  const [row] = await db
    .select({
      id: topics.id,
      title: topics.title,
      description: topics.description,
      publishDate: topics.publishDate,
      responseCount: topics.totalResponsesCount,
    })
    .from(topics)
    .where(and(eq(topics.id, id), isNull(topics.deletedAt)))
    .limit(1);
  return row ?? null;
}

export async function caseSpecialtyNames(db: Db, topicId: number): Promise<string[]> {
  const rows = await db
    .select({ name: specialties.name })
    .from(topicSpecialties)
    .innerJoin(specialties, eq(specialties.id, topicSpecialties.specialtyId))
    .where(eq(topicSpecialties.topicId, topicId))
    .orderBy(asc(specialties.name));
  return rows.map((r) => r.name);
}

/**
 * The question's answers that still stand (comments under them are not consults), oldest first, with
 * their votes and authors: the answers to quote, and those a consensus's figures count (issue 24). One
 * statement whatever the thread's size.
 */
export async function caseAnswers(db: Db | Tx, topicId: number) {
  return db
    .select({
      id: comments.id,
      text: comments.text,
      createdAt: comments.createdAt,
      agree: comments.agreeCount,
      disagree: comments.disagreeCount,
      authorId: comments.createdByUserId,
      firstName: users.firstName,
      lastName: users.lastName,
      specialty: specialties.name,
    })
    .from(comments)
    .innerJoin(users, eq(users.id, comments.createdByUserId))
    .leftJoin(specialties, eq(specialties.id, users.specialtyId))
    .where(and(eq(comments.topicId, topicId), isNull(comments.replyTo), isNull(comments.deletedAt)))
    .orderBy(asc(comments.createdAt), asc(comments.id));
}

export async function insertImpression(db: Db, o: { kind: string; contentId: string; userId: number }) {
  await db.insert(impressions).values(o);
}

export async function findPeerChallenge(db: Db | Tx, id: number, o: { forUpdate?: boolean } = {}) {
  const query = db.select().from(peerChallenges).where(eq(peerChallenges.id, id)).limit(1);
  const [row] = o.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function insertPeerChallenge(tx: Tx, values: PeerChallengeValues): Promise<PeerChallengeRow> {
  const [row] = await tx.insert(peerChallenges).values(values).returning();
  return row!;
}

export async function updatePeerChallenge(
  tx: Tx,
  id: number,
  values: Partial<PeerChallengeValues>,
): Promise<PeerChallengeRow> {
  const [row] = await tx
    .update(peerChallenges)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(peerChallenges.id, id))
    .returning();
  return row!;
}
