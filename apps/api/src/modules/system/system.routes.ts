import {
  failedJobListSchema,
  jobRetryParamsSchema,
  jobRetryResultSchema,
  mailFailureListSchema,
  storedClientErrorListSchema,
  systemJobSchema,
  systemListQuerySchema,
  systemOverviewSchema,
  testMailResultSchema,
} from '@pc/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { startHeartbeat } from './heartbeat.js';
import { SYSTEM_READERS } from './system.policy.js';
import {
  clientErrorPage,
  failedJobPage,
  jobDetail,
  mailFailurePage,
  queueTestMail,
  retryJob,
  systemOverview,
} from './system.service.js';

/** The administrators' system page (issue 26); the audit log it shows is `modules/audit`'s. */
export default async function systemRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { instanceId } = startHeartbeat(app);
  const config = { permissions: SYSTEM_READERS };
  const tags = ['system'];

  r.get(
    '/system',
    {
      config,
      schema: {
        summary: 'The system page: instances running now, database and migrations, job queues, code pool',
        operationId: 'getSystemOverview',
        tags,
        response: { 200: systemOverviewSchema },
      },
    },
    async () => systemOverview(app, instanceId),
  );

  r.get(
    '/system/failed-jobs',
    {
      config,
      schema: {
        summary: 'Failed jobs, newest first (queue, error, when; never the payload)',
        operationId: 'listFailedJobs',
        tags,
        querystring: systemListQuerySchema,
        response: { 200: failedJobListSchema },
      },
    },
    async (request) => failedJobPage(app, request.query),
  );

  r.get(
    '/system/jobs/:queue/:id',
    {
      config,
      schema: {
        summary: "One job's state (to follow a retried job until it completes)",
        operationId: 'getJob',
        tags,
        params: jobRetryParamsSchema,
        response: { 200: systemJobSchema },
      },
    },
    async (request) => jobDetail(app, request.params.queue, request.params.id),
  );

  r.post(
    '/system/jobs/:queue/:id/retry',
    {
      config,
      schema: {
        summary: 'Retry one failed job (audited)',
        description: '404 when the queue holds no such job; 409 when the job has not failed.',
        operationId: 'retryJob',
        tags,
        params: jobRetryParamsSchema,
        response: { 200: jobRetryResultSchema },
      },
    },
    async (request) => retryJob(app, request.user!, request.params.queue, request.params.id),
  );

  r.post(
    '/system/test-mail',
    {
      config,
      schema: {
        summary: 'Queue a test e-mail to yourself (checks the mail transport through the job queue)',
        operationId: 'sendTestMail',
        tags,
        response: { 200: testMailResultSchema },
      },
    },
    async (request) => queueTestMail(app, request.user!),
  );

  r.get(
    '/system/mail-failures',
    {
      config,
      schema: {
        summary: 'Messages the mail transport could not hand over in the last 7 days, newest first',
        operationId: 'listMailFailures',
        tags,
        querystring: systemListQuerySchema,
        response: { 200: mailFailureListSchema },
      },
    },
    async (request) => mailFailurePage(app, request.query),
  );

  r.get(
    '/system/client-errors',
    {
      config,
      schema: {
        summary: 'Recent client error reports (scrubbed), newest first, with their request ids',
        operationId: 'listClientErrors',
        tags,
        querystring: systemListQuerySchema,
        response: { 200: storedClientErrorListSchema },
      },
    },
    async (request) => clientErrorPage(app, request.query),
  );
}
