import {
  type ConsensusFigures,
  type ConsensusLine,
  consensusFigures,
  CONSENSUS_MESSAGES,
  type savePositionsBodySchema,
  type PositionProposal,
  type TopicPositions,
} from '@pc/contracts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.js';
import { badRequest, notFound } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/auth-guard.js';
import { runInPool } from '../../lib/cpu-pool.js';
import { caseAnswers } from '../consensus/consensus.queries.js';
import {
  answerTexts,
  findAssignments,
  findPositions,
  replacePositions,
  standingAnswerIds,
  topicExists,
} from './positions.queries.js';

/**
 * A case's positions and the answers assigned to them (issue 24), saved with the consensus author's
 * draft, and the figures computed from them when a consensus about the case is submitted.
 */

const caseNotFound = () => notFound(CONSENSUS_MESSAGES.caseNotFound);

async function readPositions(db: Db | Tx, topicId: number): Promise<TopicPositions> {
  // One after the other: inside a transaction the statements share one connection.
  const saved = await findPositions(db, topicId);
  const assignments = await findAssignments(db, topicId);
  return {
    topicId,
    positions: saved?.labels ?? [],
    assignments,
    updatedAt: saved ? saved.updatedAt.toISOString() : null,
  };
}

/** `GET internal/topics/{id}/positions`: what was saved; empty lists before anything was. */
export async function getPositions(db: Db, topicId: number): Promise<TopicPositions> {
  if (!(await topicExists(db, topicId))) throw caseNotFound();
  return readPositions(db, topicId);
}

/**
 * `GET internal/topics/{id}/positions/proposal`: the thread's answers grouped by the similarity of
 * their text into `count` groups (position-grouping.ts), computed in the worker pool (tens of
 * milliseconds on 300 answers, about a second on 5,000: never on the event loop), within its budget.
 */
export async function proposeGrouping(db: Db, topicId: number, count: number): Promise<PositionProposal> {
  if (!(await topicExists(db, topicId))) throw caseNotFound();
  const answers = await answerTexts(db, topicId);
  return runInPool('proposePositions', { answers, count });
}

/**
 * `PUT internal/topics/{id}/positions`: replaces the saved positions and assignments in one
 * transaction. Every assignment must name an answer of this question that still stands; otherwise a
 * 400 lists each one that does not, and nothing changes.
 */
export async function savePositions(
  app: FastifyInstance,
  user: AuthUser,
  topicId: number,
  body: z.output<typeof savePositionsBodySchema>,
): Promise<TopicPositions> {
  if (!(await topicExists(app.db, topicId))) throw caseNotFound();
  return app.db.transaction(async (tx) => {
    const answers = await standingAnswerIds(tx, topicId);
    const bad = body.assignments.flatMap((a, i) =>
      answers.has(a.answerId)
        ? []
        : [{ path: `body.assignments.${i}.answerId`, message: `Answer ${a.answerId} is not an answer of this case.` }],
    );
    if (bad.length) {
      const ids = body.assignments.filter((a) => !answers.has(a.answerId)).map((a) => a.answerId);
      throw badRequest(`Not answers of this case: ${ids.join(', ')}.`, bad);
    }
    await replacePositions(tx, {
      topicId,
      labels: body.positions,
      assignments: body.assignments,
      userId: user.id,
      now: new Date(),
    });
    return readPositions(tx, topicId);
  });
}

/**
 * The figures of a case as they stand now, for the snapshot stored with a consensus: null when no
 * positions were saved for it. Three statements (positions, assignments, answers with their authors),
 * whatever the thread's size, then contracts' `consensusFigures`.
 */
export async function figuresOfCase(
  db: Db | Tx,
  topicId: number,
  line: ConsensusLine,
): Promise<ConsensusFigures | null> {
  const saved = await findPositions(db, topicId);
  if (!saved) return null;
  const assignments = await findAssignments(db, topicId);
  const answers = await caseAnswers(db, topicId);
  const positionOf = new Map(assignments.map((a) => [a.answerId, a.position]));
  return consensusFigures({
    topicId,
    positions: saved.labels,
    line,
    answers: answers.map((a) => ({
      id: a.id,
      authorId: a.authorId,
      authorName: `${a.firstName} ${a.lastName}`.trim(),
      specialty: a.specialty ?? '',
      text: a.text,
      agree: a.agree,
      disagree: a.disagree,
      position: positionOf.get(a.id) ?? null,
    })),
  });
}
