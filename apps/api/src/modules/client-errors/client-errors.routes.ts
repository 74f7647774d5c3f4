import { CLIENT_ERROR_LIMITS, clientErrorReportSchema, clientErrorResponseSchema } from '@pc/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { recordClientError } from './client-errors.service.js';
import { parseSentryDsn } from './sentry.js';
import { recordClientErrorReport } from '../system/system.service.js';

/** Failures in browsers (spec §8), reported by the web app's `lib/error-reporting.ts`. */
export default async function clientErrorsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const sentry = app.config.sentryDsn ? parseSentryDsn(app.config.sentryDsn) : null;

  r.post(
    '/client-errors',
    {
      // A page in trouble may fail many times a minute; the reporter de-duplicates, this caps the rest
      // (30 a minute at the default RATE_LIMIT_MAX; it grows with it, as the sign-in limits do).
      bodyLimit: CLIENT_ERROR_LIMITS.body,
      config: {
        public: true,
        rateLimit: { max: Math.max(30, Math.floor(app.config.rateLimitMax / 20)), timeWindow: '1 minute' },
      },
      schema: {
        summary: "Report a failure in the web app to the server's log",
        description:
          'One failed action, unhandled rejection or uncaught error. Texts are scrubbed of tokens and e-mail ' +
          'addresses, then logged, kept for the system page (4xx-caused reports as warnings) and, with SENTRY_DSN, forwarded to that ' +
          `service. Bodies over ${CLIENT_ERROR_LIMITS.body} bytes: 413. 'Object Not Found Matching Id' is ignored.`,
        operationId: 'reportClientError',
        tags: ['client-errors'],
        body: clientErrorReportSchema,
        response: { 200: clientErrorResponseSchema },
      },
    },
    async (request) => {
      const sink = { log: request.log, sentry, environment: app.config.env };
      const { recorded, report } = recordClientError(sink, request.body);
      // Kept (scrubbed, bounded) for the administrators' system page; a failed write is only logged.
      if (report) await recordClientErrorReport(app, report);
      return { recorded };
    },
  );
}
