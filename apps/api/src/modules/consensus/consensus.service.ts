import {
  CONSENSUS_MESSAGES,
  MAX_ROW_ID,
  type ConsensusCase,
  type ConsensusData,
  type ConsensusReviewItem,
  type ConsensusReviewList,
  type ConsensusSource,
  type ConsensusStatus,
  type PhiConfirmation,
  type ConsensusSummary,
  type SubmittedConsensus,
  summaryErrorText,
  summaryMessages,
} from '@pc/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db, Tx } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/auth-guard.js';
import { recordAudit } from '../audit/audit.service.js';
import { checkTexts, forgetConfirmations, richTextForCheck, storeConfirmations } from '../phi/phi.service.js';
import { figuresOfCase } from '../positions/positions.service.js';
import { consensusTexts, storedData, submissionIssues, submittedSource } from './consensus-content.js';
import {
  assertAuthor,
  assertMayDelete,
  assertMayReview,
  assertReviewer,
  contentNotFound,
  isPublic,
  mayRead,
  maySeeSource,
  seesUnpublished,
} from './consensus.policy.js';
import {
  type ConsensusRow,
  caseAnswers,
  caseSpecialtyNames,
  findCaseQuestion,
  findConsensus,
  findReadable,
  findReviewRow,
  findSpecialtyName,
  insertConsensus,
  insertImpression,
  listByAuthor,
  listInReview,
  updateConsensus,
} from './consensus.queries.js';
import { presentCase, presentReviewItem, presentSource, presentSummary } from './consensus.presenter.js';
import { queueCitations } from '../citations/citations.service.js';
import {
  consensusPeople,
  notifyConsensusPublished,
  notifyConsensusSubmitted,
} from '../notifications/notifications.other-events.js';

/**
 * Case consensuses (spec §3, §4, §7; design.md Consensus review): an author with summary_submission
 * submits one (it lands in review), a reviewer publishes it or returns it with a note, the author
 * edits a returned one and sends it again. Published ones are for everyone; before that a consensus
 * is for its author and the reviewers only, and to anyone else it does not exist.
 */

const ENTITY = 'consensus_summary';

/** What the audit log keeps of a consensus: its state, not its whole text. */
const snapshot = (row: ConsensusRow) => ({
  status: row.status,
  title: row.title,
  authorUserId: row.authorUserId,
  submittedAt: row.submittedAt,
  publishedAt: row.publishedAt,
  returnNote: row.returnNote,
  deletedAt: row.deletedAt,
});

export async function readSummary(
  db: Db,
  user: AuthUser | null,
  id: number,
  status: ConsensusStatus,
): Promise<ConsensusSummary> {
  const row = await findReadable(db, id);
  if (!row || !mayRead(user, row, status)) throw contentNotFound();
  return presentSummary(row);
}

/**
 * The submission checked as the wizard checks it (spec §5, the same words joined by commas), then
 * filed under a specialty that exists (its reference-list spelling), so the list's filter finds it.
 */
async function prepare(db: Db, data: ConsensusData, confirmations: PhiConfirmation[] | undefined) {
  const source = submittedSource(data);
  const issues = submissionIssues(source);
  if (source.TopicSelection) {
    const name = await findSpecialtyName(db, source.TopicSelection);
    if (name) source.TopicSelection = name;
    else issues.push({ field: 'TopicSelection', message: 'Specialty must be one of the specialties' });
  }
  if (issues.length) {
    throw badRequest(
      summaryErrorText(issues),
      issues.map((i) => ({ path: `body.data.${i.field}`, message: i.message })),
    );
  }
  // Patient identifiers (issue 14): after the form's own rules, before anything is written.
  const confirmed = await checkTexts(
    consensusTexts(source, (markdown) => richTextForCheck(markdown, 'markdown')),
    confirmations,
  );
  const stored = storedData(source);
  return {
    confirmed,
    source,
    stored,
    columns: {
      title: stored.ConsensusTitle,
      consensusType: stored.ConsensusType,
      topicSelection: stored.TopicSelection,
    },
  };
}

/**
 * The figures of the consensus's (first) case as its thread stands now (issue 24), stored with it as a
 * snapshot in the submitting transaction; null when the author saved no positions for the case.
 */
function figuresSnapshot(app: FastifyInstance, tx: Tx, source: ConsensusData) {
  const topicId = source.PatientCases[0]?.CaseNumber;
  return topicId ? figuresOfCase(tx, topicId, app.config.consensusLine) : Promise.resolve(null);
}

/** `POST strapi`: a new consensus, in review from the start (design.md). */
export async function submitConsensus(
  app: FastifyInstance,
  user: AuthUser,
  data: ConsensusData,
  phiConfirmations?: PhiConfirmation[],
): Promise<SubmittedConsensus> {
  const { confirmed, source, stored, columns } = await prepare(app.db, data, phiConfirmations);
  const now = new Date();
  const row = await app.db.transaction(async (tx) => {
    const inserted = await insertConsensus(tx, {
      ...columns,
      status: 'in_review',
      data: stored,
      source,
      figures: await figuresSnapshot(app, tx, source),
      authorUserId: user.id,
      submittedAt: now,
      createdAt: now,
      updatedAt: now,
    });
    await recordAudit(tx, {
      actorId: user.id,
      action: 'submit',
      entity: ENTITY,
      entityId: inserted.id,
      after: snapshot(inserted),
    });
    await storeConfirmations(tx, { type: 'consensus', id: inserted.id, userId: user.id, isNew: true }, confirmed);
    await notifyConsensusSubmitted(tx, { actorId: user.id, consensusId: inserted.id, title: inserted.title, at: now });
    return inserted;
  });
  // Its literature identifiers (any field, references included) wait for the resolve job (issue 24).
  await queueCitations(app, [JSON.stringify(source)]);
  return { id: row.id, status: row.status };
}

/**
 * Locks a consensus that is still there and that the user may know of (else the same 404 as none);
 * `forUpdate: false` for the checks before a transaction.
 */
async function lockVisible(tx: Db | Tx, user: AuthUser, id: number, o = { forUpdate: true }): Promise<ConsensusRow> {
  const row = await findConsensus(tx, id, o);
  if (!row || row.deletedAt || !(isPublic(row) || seesUnpublished(user, row))) throw contentNotFound();
  return row;
}

/** The author's own consensus, not published. */
async function checkResubmit(db: Db | Tx, user: AuthUser, id: number, o = { forUpdate: true }) {
  const before = await lockVisible(db, user, id, o);
  assertAuthor(user, before);
  if (before.status === 'published') throw conflict('A published consensus cannot be changed.');
  return before;
}

/**
 * `PUT strapi/consensus-summaries/{id}`: the author sends a returned (draft) consensus, or one still
 * in review, again with new content; it goes (back) to review and the reviewer's note is cleared.
 */
export async function resubmitConsensus(
  app: FastifyInstance,
  user: AuthUser,
  id: number,
  data: ConsensusData,
  phiConfirmations?: PhiConfirmation[],
): Promise<SubmittedConsensus> {
  // Whose consensus and in which state before its texts are checked (issue 22): someone else's id
  // is a 403 or 404 whatever it carries. The transaction checks again under its lock.
  await checkResubmit(app.db, user, id, { forUpdate: false });
  const { confirmed, source, stored, columns } = await prepare(app.db, data, phiConfirmations);
  const now = new Date();
  const row = await app.db.transaction(async (tx) => {
    const before = await checkResubmit(tx, user, id);
    const after = await updateConsensus(tx, id, {
      ...columns,
      status: 'in_review',
      data: stored,
      source,
      figures: await figuresSnapshot(app, tx, source),
      submittedAt: now,
      returnNote: null,
      returnedAt: null,
      returnedByUserId: null,
    });
    await recordAudit(tx, {
      actorId: user.id,
      action: 'resubmit',
      entity: ENTITY,
      entityId: id,
      before: snapshot(before),
      after: snapshot(after),
    });
    await storeConfirmations(tx, { type: 'consensus', id, userId: user.id }, confirmed);
    await notifyConsensusSubmitted(tx, { actorId: user.id, consensusId: id, title: after.title, at: now });
    return after;
  });
  // Its literature identifiers (any field, references included) wait for the resolve job (issue 24).
  await queueCitations(app, [JSON.stringify(source)]);
  return { id: row.id, status: row.status };
}

/** `GET consensus/review`: the reviewers' queue, or the signed-in author's own with their notes. */
export async function reviewList(db: Db, user: AuthUser, scope: 'review' | 'mine'): Promise<ConsensusReviewList> {
  if (scope === 'review') assertReviewer(user);
  const rows = scope === 'review' ? await listInReview(db) : await listByAuthor(db, user.id);
  return { consensuses: rows.map((r) => presentReviewItem(user, r)) };
}

async function reviewItem(db: Db, user: AuthUser, id: number): Promise<ConsensusReviewItem> {
  const row = await findReviewRow(db, id);
  return presentReviewItem(user, row!);
}

/**
 * Publish or return: a reviewer acts on someone else's consensus that is in review (a second
 * reviewer who got there first makes this one a 409), and the log records it in the same transaction.
 */
async function review(
  app: FastifyInstance,
  user: AuthUser,
  id: number,
  action: 'publish' | 'return',
  change: (now: Date) => Parameters<typeof updateConsensus>[2],
): Promise<ConsensusReviewItem> {
  await app.db.transaction(async (tx) => {
    const before = await lockVisible(tx, user, id);
    assertMayReview(user, before);
    if (before.status !== 'in_review') {
      throw conflict(
        `Only a consensus in review can be ${action === 'publish' ? 'published' : 'returned'}; this one is ${before.status.replace('_', ' ')}.`,
      );
    }
    // Submitted before a specialty was required: published it would show under no specialty filter.
    if (action === 'publish' && before.topicSelection.trim() === '') {
      const message = summaryMessages.empty('Specialty');
      throw badRequest(message, [{ path: 'data.TopicSelection', message }]);
    }
    const at = new Date();
    const after = await updateConsensus(tx, id, change(at));
    if (action === 'publish') await notifyConsensusPublished(tx, { actorId: user.id, ...consensusPeople(after), at });
    await recordAudit(tx, {
      actorId: user.id,
      action,
      entity: ENTITY,
      entityId: id,
      before: snapshot(before),
      after: snapshot(after),
    });
  });
  return reviewItem(app.db, user, id);
}

export const publishConsensus = (app: FastifyInstance, user: AuthUser, id: number) =>
  review(app, user, id, 'publish', (now) => ({ status: 'published', publishedAt: now, publishedByUserId: user.id }));

export const returnConsensus = (app: FastifyInstance, user: AuthUser, id: number, note: string) =>
  review(app, user, id, 'return', (now) => ({
    status: 'draft',
    returnNote: note.trim(),
    returnedAt: now,
    returnedByUserId: user.id,
  }));

/**
 * `DELETE consensus/{id}`: a soft delete; the document stays for the audit trail, but nobody reads
 * it, and its confirmed patient identifiers leave the moderators' list.
 */
export async function deleteConsensus(app: FastifyInstance, user: AuthUser, id: number) {
  await app.db.transaction(async (tx) => {
    const before = await lockVisible(tx, user, id);
    assertMayDelete(user, before);
    const after = await updateConsensus(tx, id, { deletedAt: new Date() });
    await forgetConfirmations(tx, { type: 'consensus', id });
    await recordAudit(tx, {
      actorId: user.id,
      action: 'delete',
      entity: ENTITY,
      entityId: id,
      before: snapshot(before),
      after: snapshot(after),
    });
  });
  return { success: true };
}

export async function consensusSource(db: Db, user: AuthUser, id: number): Promise<ConsensusSource> {
  const row = await findConsensus(db, id);
  if (!row || !maySeeSource(user, row)) throw contentNotFound();
  return presentSource(row);
}

/**
 * `POST impression/case_consensus`: one impression per call, for the signed-in reader whatever
 * userId the client sends, and only of a consensus anyone may read.
 */
export async function recordImpression(db: Db, user: AuthUser, contentId: number | string) {
  const id = Number(contentId);
  // The body allows up to ten digits: beyond the id column's range there is nothing to find.
  if (!Number.isSafeInteger(id) || id < 1 || id > MAX_ROW_ID) throw contentNotFound();
  const row = await findConsensus(db, id);
  if (!row || !isPublic(row)) throw contentNotFound();
  await insertImpression(db, { kind: 'case_consensus', contentId: String(id), userId: user.id });
  return { success: true };
}

/** `GET consensus/cases/{id}`: the question a consensus is written about, with the answers to quote. */
export async function findCase(db: Db, id: number): Promise<ConsensusCase> {
  const question = await findCaseQuestion(db, id);
  if (!question) throw notFound(CONSENSUS_MESSAGES.caseNotFound);
  const [specialties, answers] = await Promise.all([caseSpecialtyNames(db, id), caseAnswers(db, id)]);
  return presentCase(question, specialties, answers);
}
