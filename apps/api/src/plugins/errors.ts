import { ERROR_CODES, type ErrorBody, MESSAGES } from '@pc/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/availability.js';
import { isQueryTimeout, QUERY_TIMEOUT_MESSAGES } from '../db/time-budget.js';
import { bearerChallenge } from '../lib/bearer-challenge.js';
import { AppError } from '../lib/errors.js';
import { safeError } from '../lib/log-safety.js';

/**
 * Maps every error to `{ statusCode, code, message, errors?, requestId }` by its type, never by its text;
 * `requestId` lets a member's screenshot of the message lead to the request's log lines.
 */
export default fp(async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let body: ErrorBody;
    if (error instanceof AppError) {
      body = {
        ...error.extra,
        statusCode: error.statusCode,
        code: error.code,
        message: error.message,
        errors: error.errors,
      };
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((v) => ({
        path: [error.validationContext, ...String(v.instancePath).split('/').filter(Boolean)].join('.'),
        message: v.message ?? 'Invalid value',
      }));
      body = {
        statusCode: 400,
        code: ERROR_CODES.validation,
        message: errors[0]?.message ?? 'Invalid request',
        errors,
      };
    } else if (isResponseSerializationError(error)) {
      request.log.error(
        { err: safeError(error), route: request.routeOptions.url },
        'response did not match its schema',
      );
      body = { statusCode: 500, code: ERROR_CODES.internal, message: MESSAGES.unknownError };
    } else if (isDatabaseUnavailable(error, app.hasDecorator('database') ? app.database.connections : undefined)) {
      // A restart or fail-over: the server rolled the transaction back, so the client may simply retry.
      request.log.warn('database unavailable: answered 503');
      reply.header('retry-after', '2');
      body = {
        statusCode: 503,
        code: ERROR_CODES.databaseUnavailable,
        message: 'The service is briefly unavailable. Please try again in a moment.',
      };
    } else if (isQueryTimeout(error)) {
      // A statement over a time budget not mapped by its service (db/time-budget.ts): still never a 500.
      body = { statusCode: 503, code: ERROR_CODES.queryTimeout, message: QUERY_TIMEOUT_MESSAGES.other };
    } else if (error.statusCode === 429) {
      body = { statusCode: 429, code: ERROR_CODES.rateLimited, message: error.message };
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own client errors: malformed JSON, wrong content type, body too large.
      body = { statusCode: error.statusCode, code: ERROR_CODES.badRequest, message: error.message };
    } else {
      // Type, SQLSTATE, statement text and route only: never the query's values or the request's body.
      request.log.error({ err: safeError(error), route: request.routeOptions.url }, 'unhandled error');
      body = { statusCode: 500, code: ERROR_CODES.internal, message: MESSAGES.unknownError };
    }
    // A full worker pool or a task past its time budget (lib/cpu-pool.ts): the client may retry shortly.
    if (error instanceof AppError && error.statusCode === 503) reply.header('retry-after', '2');
    body.requestId = request.id;
    if (body.statusCode === 401) reply.header('www-authenticate', bearerChallenge(request.headers.authorization));
    reply.status(body.statusCode).header('cache-control', 'no-store').send(body);
  });
});
