import { ERROR_CODES, MESSAGES } from '@pc/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.js';

const NUL = '\u0000';

/**
 * Where in the value a NUL first appears (a string, or a key or string anywhere inside arrays and
 * objects), as a dotted path under `root`, or null. Iterative, so a deeply nested body cannot
 * overflow the stack.
 */
export function nulPath(value: unknown, root: string): string | null {
  const pending: [unknown, string][] = [[value, root]];
  while (pending.length > 0) {
    const [current, path] = pending.pop()!;
    if (typeof current === 'string') {
      if (current.includes(NUL)) return path;
    } else if (current !== null && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        if (key.includes(NUL)) return path;
        pending.push([child, `${path}.${key}`]);
      }
    }
  }
  return null;
}

/**
 * PostgreSQL `text` cannot hold U+0000: a NUL that reached a query was a 500 (and, before the log
 * redaction, a log line with the statement's values). Rather than a rule on every text field of every
 * schema, one guard refuses any request whose path parameters, query or body carry a NUL anywhere,
 * with a 400 before validation, on every route: the API, the issuer's sign-in pages, and routes added
 * later. Registered before the routes, so its hook applies to all of them.
 */
export default fp(async function inputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const path =
      nulPath(request.params, 'params') ?? nulPath(request.query, 'querystring') ?? nulPath(request.body, 'body');
    if (path) {
      throw new AppError(400, ERROR_CODES.validation, MESSAGES.nulCharacter, [
        { path, message: MESSAGES.nulCharacter },
      ]);
    }
  });
});
