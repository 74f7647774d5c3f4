import { type flagBodySchema, LIMITS } from '@pc/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { AppError, fieldError, notFound } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/auth-guard.js';
import { seesResponses } from '../comments/comments.policy.js';
import { findThreadAccess } from '../comments/comments.queries.js';
import { checkTexts, storeConfirmations } from '../phi/phi.service.js';
import { selectRows } from '../../db/raw-sql.js';
import { notifyQuestionReported } from '../notifications/notifications.other-events.js';
import { findVisibleTopic } from './topics.queries.js';
import { QUESTION_NOT_FOUND } from './topics.service.js';

type FlagInput = z.output<typeof flagBodySchema>;

/** One line for a mail subject: no line breaks a reporter could use to forge headers. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The report's title: the question title cut to 100 characters, then the reporter's title (spec §5). */
export function flagTitle(questionTitle: string, title: string): string {
  return `${oneLine(questionTitle).slice(0, LIMITS.flagTitlePrefix)}: ${oneLine(title)}`;
}

/**
 * A member reports a question (or an answer or comment on it): the report is stored, then e-mailed to
 * support. A mail failure is a 503 so the client shows the spec's failure modal; the stored report
 * keeps `mailed_at` empty so support can still find it.
 */
export async function reportQuestion(app: FastifyInstance, user: AuthUser, topicId: number, body: FlagInput) {
  if (body.id !== undefined && body.id !== topicId)
    throw fieldError('body.id', 'The report is for a different question.');
  const now = new Date();
  const topic = await findVisibleTopic(app.db, user, topicId, now);
  if (!topic) throw notFound(QUESTION_NOT_FOUND);
  const referenced = [body.answerId, body.commentId].filter((v): v is number => typeof v === 'number');
  if (referenced.length > 0) {
    // While responses are hidden from the reporter, only their own items exist for them: reporting
    // another's answers the same as an id never used, so the ids reveal nothing.
    const access = await findThreadAccess(app.db, user, topicId, now);
    const seesOthers = access !== null && seesResponses(user, access);
    const found = await selectRows<{ id: number }>(
      app.db,
      sql`select id from comments where topic_id = ${topicId}
        and (${seesOthers} or created_by_user_id = ${user.id})
        and id in (${sql.join(
          referenced.map((id) => sql`${id}`),
          sql`, `,
        )})`,
    );
    for (const [path, id] of [
      ['body.answerId', body.answerId],
      ['body.commentId', body.commentId],
    ] as const) {
      if (typeof id === 'number' && !found.some((r) => r.id === id)) {
        throw fieldError(path, 'This response is not part of the question.');
      }
    }
  }
  // The reporter's own words; the reported `content` is another's text, checked when it was written.
  const confirmed = await checkTexts({ title: body.title, message: body.message }, body.phiConfirmations);
  const title = flagTitle(topic.title, body.title);
  const flag = await app.db.transaction(async (tx) => {
    const [row] = await selectRows<{ id: number }>(
      tx,
      sql`insert into flags (topic_id, user_id, user_email, title, message, answer_id, comment_id, content)
        values (${topicId}, ${user.id}, ${user.email}, ${title}, ${body.message}, ${body.answerId ?? null},
          ${body.commentId ?? null}, ${body.content ?? null})
        returning id`,
    );
    await storeConfirmations(tx, { type: 'report', id: row!.id, userId: user.id, isNew: true }, confirmed);
    await notifyQuestionReported(tx, { actorId: user.id, flagId: row!.id, topicId, title: topic.title, at: now });
    return row;
  });
  const questionUrl = `${app.config.publicUrl}/questions/${topicId}`;
  try {
    await app.mailer.send({
      to: app.config.mail.supportEmail,
      // Support answers the reporter (their account's address, never one the client names), not the
      // no-reply sender.
      replyTo: user.email,
      subject: title,
      messageId: `<flag-${flag!.id}@${new URL(app.config.publicUrl).hostname}>`,
      text: [
        `Report #${flag!.id} on question ${topicId}: ${topic.title}`,
        questionUrl,
        '',
        `From: ${user.firstName} ${user.lastName} (user ${user.id}), reply to ${user.email}`,
        body.answerId ? `Answer: ${body.answerId}` : null,
        body.commentId ? `Comment: ${body.commentId}` : null,
        body.content ? `Reported text:\n${body.content}` : null,
        '',
        body.message,
      ]
        .filter((line) => line !== null)
        .join('\n'),
    });
  } catch (err) {
    app.log.error({ err, flagId: flag!.id }, 'report e-mail to support failed');
    throw new AppError(503, 'mail_unavailable', "Sorry, can't report right now");
  }
  await app.db.execute(sql`update flags set mailed_at = now() where id = ${flag!.id}`);
  return { success: true };
}
