import type { ProgramVisit, SponsoredProgram, programVisitBodySchema } from '@pc/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { fieldError, notFound } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/auth-guard.js';
import { selectRows } from '../../db/raw-sql.js';
import { findVisibleTopic } from '../topics/topics.queries.js';
import { QUESTION_NOT_FOUND } from '../topics/topics.service.js';
import type { SharedCache } from '../../lib/shared-cache.js';
import { type ProgramLink, findProgram, findSponsoredProgram } from './programs.queries.js';

const NONE: SponsoredProgram = { id: null, name: null, url: null };

export async function sponsoredProgram(
  app: FastifyInstance,
  cache: SharedCache<ProgramLink | null>,
  user: AuthUser,
  topicId: number | undefined,
): Promise<SponsoredProgram> {
  if (topicId !== undefined && !(await findVisibleTopic(app.db, user, topicId, new Date()))) {
    throw notFound(QUESTION_NOT_FOUND);
  }
  const key = `${topicId ?? '-'}:${user.specialtyId ?? '-'}`;
  const program = await cache.get(key, () =>
    findSponsoredProgram(app.db, {
      topicId: topicId ?? null,
      specialtyId: user.specialtyId,
      topicPrograms: app.config.features.topicPrograms,
    }),
  );
  return program ?? NONE;
}

/**
 * The member is sent to a program: the visit is recorded and the partner link comes back with a
 * `returnUrl` to the question (its thread expanded when they came from it), or to the feed.
 */
export async function visitProgram(
  app: FastifyInstance,
  user: AuthUser,
  body: z.output<typeof programVisitBodySchema>,
): Promise<ProgramVisit> {
  const program = await findProgram(app.db, body.programId);
  if (!program) throw notFound('Program not found');
  const topicId = body.topicId ?? null;
  if (topicId !== null && !(await findVisibleTopic(app.db, user, topicId, new Date()))) {
    throw notFound(QUESTION_NOT_FOUND);
  }
  const commentId = body.commentId ?? null;
  if (commentId !== null) {
    const [comment] =
      topicId === null
        ? []
        : await selectRows<{ id: number }>(
            app.db,
            sql`select id from comments where id = ${commentId} and topic_id = ${topicId}`,
          );
    if (!comment) throw fieldError('body.commentId', 'This response is not part of the question.');
  }
  await app.db.execute(sql`insert into program_visits (user_id, program_id, topic_id, comment_id, from_comments_view)
    values (${user.id}, ${program.id}, ${topicId}, ${commentId}, ${body.fromCommentsView})`);
  const back =
    topicId === null
      ? `${app.config.publicUrl}/questions`
      : `${app.config.publicUrl}/questions/${topicId}${body.fromCommentsView ? '?type=redirected' : ''}`;
  const url = new URL(program.url);
  url.searchParams.set('returnUrl', back);
  return { url: url.toString() };
}
