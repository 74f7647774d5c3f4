import {
  searchCommentsCsvQuerySchema,
  searchCommentsQuerySchema,
  searchLogsQuerySchema,
  searchLogsSchema,
  searchResultsSchema,
} from '@pc/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth-guard.js';
import { attachmentDisposition } from '../target-lists/download.js';
import { SEARCH } from './search.policy.js';
import { listSearchLogs, searchComments, searchCommentsCsv, searchLogsCsv } from './search.service.js';

/**
 * Moderator search (spec §7 Search comments and Search logs): full-text search of answers and
 * comments, and the log of searches. Reading the logs and the CSV downloads are for the roles of
 * search.policy.ts only.
 */
export default async function searchRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['search'];
  const access = { permissions: SEARCH };

  const sendCsv = (reply: FastifyReply, file: { fileName: string; csv: Buffer }) =>
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', attachmentDisposition(file.fileName))
      .send(file.csv);

  r.get(
    '/search/comments',
    {
      config: access,
      schema: {
        summary: 'Search answers and comments (full text; relevant, newest or oldest first; by days in UTC)',
        operationId: 'searchComments',
        tags,
        querystring: searchCommentsQuerySchema,
        response: { 200: searchResultsSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return searchComments(app.db, user, request.query, await app.database.reader(user.id));
    },
  );

  r.get(
    '/search/comments/csv',
    {
      config: access,
      schema: {
        summary: 'Download every match of a search as CSV (Administrator and Moderator)',
        operationId: 'downloadSearchComments',
        tags,
        querystring: searchCommentsCsvQuerySchema,
      },
    },
    async (request, reply) => sendCsv(reply, await searchCommentsCsv(app.db, requireUser(request), request.query)),
  );

  r.get(
    '/search/logs',
    {
      config: access,
      schema: {
        summary: 'List logged searches, newest first, with who ran them (Administrator and Moderator)',
        operationId: 'listSearchLogs',
        tags,
        querystring: searchLogsQuerySchema,
        response: { 200: searchLogsSchema },
      },
    },
    async (request) => listSearchLogs(app.db, requireUser(request), request.query),
  );

  r.get(
    '/search/logs/csv',
    {
      config: access,
      schema: {
        summary: 'Download the search logs as CSV (Administrator and Moderator)',
        operationId: 'downloadSearchLogs',
        tags,
      },
    },
    async (request, reply) => sendCsv(reply, await searchLogsCsv(app.db, requireUser(request))),
  );
}
