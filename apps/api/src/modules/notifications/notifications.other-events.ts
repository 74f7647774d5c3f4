import { type Permission, ROLES, type RoleKey } from '@pc/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { notifyOnce } from './notifications.queries.js';

/**
 * The notifications of consensuses, rewards and reports (issue 25), each called in the transaction
 * of its event (or, for a gift card, right where the send is recorded). The thread's own events are
 * in notifications.events.ts.
 */

/**
 * SQL over `users u`: holds every one of `needed`, through one of `roles`' presets or the extras an
 * administrator ticked. Deleted users are never notified.
 */
function staffWith(roles: readonly RoleKey[], needed: readonly Permission[]): SQL {
  const byRole = roles.flatMap((key) => {
    const role = ROLES.find((r) => r.key === key);
    if (!role) return [];
    const missing = needed.filter((p) => !role.preset.includes(p));
    return [sql`(u.role_id = ${role.id} and u.extra_permissions @> ${`{${missing.join(',')}}`}::text[])`];
  });
  return sql`select u.id as user_id from users u where u.deleted_at is null
    and (${byRole.length ? sql.join(byRole, sql` or `) : sql`false`})`;
}

/** Who reviews consensuses (consensus.policy.ts `isReviewer`). */
const REVIEWERS = staffWith(
  ['administrator', 'moderator', 'iq_moderator'],
  ['all_patient_cases_management', 'summary_submission'],
);
/** Who is told of reports: the moderators of every question. */
const QUESTION_MODERATORS = staffWith(['moderator', 'iq_moderator'], ['all_patient_cases_management']);

/** A consensus submitted (or sent again) for review: every reviewer but its author, once per submission. */
export async function notifyConsensusSubmitted(
  tx: Tx,
  o: { actorId: number; consensusId: number; title: string; at: Date },
) {
  await notifyOnce(
    tx,
    {
      kind: 'consensus_review',
      subjectKey: `consensus:${o.consensusId}:submitted:${o.at.toISOString()}`,
      actorUserId: o.actorId,
      topicId: null,
      answerId: null,
      commentId: null,
      subjectTitle: o.title,
      link: '/moderator/consensus-review',
      at: o.at,
    },
    REVIEWERS,
  );
}

/**
 * A consensus published: the members who answered one of its cases or whose answer it quotes, each
 * once. Answers deleted since do not count.
 */
export async function notifyConsensusPublished(
  tx: Tx,
  o: { actorId: number; consensusId: number; title: string; caseIds: number[]; quotedIds: number[]; at: Date },
) {
  const ids = (list: number[]) => sql`${`{${list.join(',')}}`}::int[]`;
  await notifyOnce(
    tx,
    {
      kind: 'consensus_published',
      subjectKey: `consensus:${o.consensusId}`,
      actorUserId: o.actorId,
      topicId: null,
      answerId: null,
      commentId: null,
      subjectTitle: o.title,
      link: `/consensuses/${o.consensusId}`,
      at: o.at,
    },
    sql`select distinct created_by_user_id as user_id from comments
      where deleted_at is null and ((reply_to is null and topic_id = any(${ids(o.caseIds)}))
        or id = any(${ids(o.quotedIds)}))`,
  );
}

/** A reward earned for an answer: its member, once per reward. */
export async function notifyRewardEarned(
  tx: Tx,
  o: { userId: number; rewardId: number; topicId: number; title: string; answerId: number; at: Date },
) {
  await notifyOnce(
    tx,
    {
      kind: 'reward_earned',
      subjectKey: `reward:${o.rewardId}`,
      actorUserId: null,
      topicId: o.topicId,
      answerId: o.answerId,
      commentId: null,
      subjectTitle: o.title,
      link: '/my/rewards',
      at: o.at,
    },
    sql`select ${o.userId}::int as user_id`,
  );
}

/** A reward's gift-card code e-mailed: its member, once (a resent mail does not notify again). */
export async function notifyGiftCardSent(db: Db | Tx, o: { rewardId: number; at: Date }) {
  await notifyOnce(
    db,
    {
      kind: 'gift_card_sent',
      subjectKey: `gift-card:${o.rewardId}`,
      actorUserId: null,
      topicId: null,
      answerId: null,
      commentId: null,
      subjectTitle: 'see your rewards for the code',
      link: '/my/rewards',
      at: o.at,
    },
    sql`select user_id from rewards where id = ${o.rewardId}`,
  );
}

/** A report on a question (or a response on it): the question moderators, but never the reporter. */
export async function notifyQuestionReported(
  tx: Tx,
  o: { actorId: number; flagId: number; topicId: number; title: string; at: Date },
) {
  await notifyOnce(
    tx,
    {
      kind: 'question_report',
      subjectKey: `flag:${o.flagId}`,
      actorUserId: o.actorId,
      topicId: o.topicId,
      answerId: null,
      commentId: null,
      subjectTitle: o.title,
      link: `/moderator/questions/${o.topicId}/details`,
      at: o.at,
    },
    QUESTION_MODERATORS,
  );
}

/**
 * Whom a consensus concerns, from what its author submitted (`source`, contracts' ConsensusData):
 * the questions of its cases and the answers its quotes were taken from ('add HCP consult').
 */
export function consensusPeople(row: { id: number; title: string; source: unknown }) {
  const source = (row.source ?? {}) as {
    PatientCases?: { CaseNumber?: unknown }[];
    Sections?: { Quotes?: { CommentId?: unknown }[] }[];
    Conclusion?: { Quotes?: { CommentId?: unknown }[] };
  };
  const ints = (values: unknown[]) => values.filter((v): v is number => Number.isInteger(v));
  const quotes = [...(source.Sections ?? []).flatMap((s) => s.Quotes ?? []), ...(source.Conclusion?.Quotes ?? [])];
  return {
    consensusId: row.id,
    title: row.title,
    caseIds: ints((source.PatientCases ?? []).map((c) => c.CaseNumber)),
    quotedIds: ints(quotes.map((q) => q.CommentId)),
  };
}
