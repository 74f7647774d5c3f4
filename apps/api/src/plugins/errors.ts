import { ERROR_CODES, type ErrorBody } from '@pc/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors.js';

/** Maps every error to `{ statusCode, code, message, errors? }` by its type, never by its text. */
export default fp(async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let body: ErrorBody;
    if (error instanceof AppError) {
      body = { statusCode: error.statusCode, code: error.code, message: error.message, errors: error.errors };
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
      request.log.error({ err: error }, 'response did not match its schema');
      body = { statusCode: 500, code: ERROR_CODES.internal, message: 'Internal Server Error' };
    } else if (error.statusCode === 429) {
      body = { statusCode: 429, code: ERROR_CODES.rateLimited, message: error.message };
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own client errors: malformed JSON, wrong content type, body too large.
      body = { statusCode: error.statusCode, code: ERROR_CODES.badRequest, message: error.message };
    } else {
      request.log.error({ err: error }, 'unhandled error');
      body = { statusCode: 500, code: ERROR_CODES.internal, message: 'Internal Server Error' };
    }
    reply.status(body.statusCode).header('cache-control', 'no-store').send(body);
  });
});
