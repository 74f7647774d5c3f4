import rateLimit from '@fastify/rate-limit';
import { ERROR_CODES } from '@pc/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.js';
import { MemoryWindowCounter, RedisWindowCounter, type WindowCounter } from '../lib/window-counter.js';

const WINDOW_MS = 60_000;

export interface ClientLimits {
  /** Counts a request whose token failed verification against its address (see the plugin's doc). */
  recordRejectedToken(request: FastifyRequest): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    clientLimits: ClientLimits;
  }
}

/** The API and the sign-in count; the web app's files and the health check (load balancers) never do. */
export function isLimitedPath(url: string): boolean {
  return /^\/(api|oidc)(\/|\?|$)/.test(url) && !/^\/api\/health(\/|\?|$)/.test(url);
}

/**
 * The `sub` claim of a bearer token, read without verifying it (verification comes later, in the
 * guard). Only used to choose a counter: a forged subject buys nothing but its own counter.
 */
export function unverifiedSubject(authorization: string | undefined): string | null {
  if (!authorization?.startsWith('Bearer ') || authorization.length > 8192) return null;
  const payload = authorization.slice(7).trim().split('.')[1];
  if (!payload) return null;
  try {
    const sub = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))?.sub;
    return typeof sub === 'string' && sub.length > 0 && sub.length <= 255 ? sub : null;
  } catch {
    return null;
  }
}

const tooManyRequests = (resetInMs: number) =>
  new AppError(
    429,
    ERROR_CODES.rateLimited,
    `Too many requests. Please try again in ${Math.max(1, Math.ceil(resetInMs / 1000))} seconds.`,
  );

/**
 * The client rate limit, per minute, before the token is verified or the user looked up (so floods
 * of bad or missing tokens stop here too):
 * - a request with a bearer token counts for its member: the token's subject at that address. A whole
 *   hospital behind one address is many members, not one client; a stranger who forges a member's
 *   subject from elsewhere fills only their own counter.
 * - a request without one counts for its address (`request.ip`, which honours TRUST_PROXY only).
 * - a token that fails verification also counts for its address; once an address has sent `max`
 *   of those in a minute, its bearer requests are refused before verification.
 * Counters live in Redis when REDIS_URL is set (`app.redis`, shared by every instance), else in this process.
 * The per-route limits (sign-in, reports) use @fastify/rate-limit's `config.rateLimit`, on the same Redis.
 */
export default fp(
  async function rateLimitPlugin(app: FastifyInstance, opts: { max: number }) {
    // While Redis is away the limits are skipped (fail open) rather than failing every request.
    const { redis } = app;
    const counter: WindowCounter = redis
      ? new RedisWindowCounter(redis, WINDOW_MS, 'pc:limit:')
      : new MemoryWindowCounter(WINDOW_MS);
    app.addHook('onClose', async () => {
      if (counter instanceof MemoryWindowCounter) counter.close();
    });

    await app.register(rateLimit, {
      global: false,
      timeWindow: '1 minute',
      skipOnError: true,
      ...(redis ? { redis, nameSpace: 'pc:route-limit:' } : {}),
    });

    const hit = async (key: string) => {
      try {
        return await counter.hit(key);
      } catch (err) {
        app.log.warn({ err }, 'rate-limit counter unavailable; request let through');
        return null;
      }
    };

    app.decorate('clientLimits', {
      async recordRejectedToken(request) {
        await hit(`rejected:${request.ip}`);
      },
    } satisfies ClientLimits);

    app.addHook('onRequest', async (request, reply) => {
      if (!isLimitedPath(request.url)) return;
      const subject = unverifiedSubject(request.headers.authorization);
      if (subject !== null) {
        const rejected = await counter.peek(`rejected:${request.ip}`).catch(() => 0);
        if (rejected >= opts.max) {
          reply.header('retry-after', WINDOW_MS / 1000);
          throw tooManyRequests(WINDOW_MS);
        }
      }
      const counted = await hit(subject === null ? `address:${request.ip}` : `member:${subject}@${request.ip}`);
      if (!counted) return;
      const remaining = Math.max(0, opts.max - counted.count);
      reply.header('x-ratelimit-limit', opts.max);
      reply.header('x-ratelimit-remaining', remaining);
      reply.header('x-ratelimit-reset', Math.ceil(counted.resetInMs / 1000));
      if (counted.count > opts.max) {
        reply.header('retry-after', Math.ceil(counted.resetInMs / 1000));
        throw tooManyRequests(counted.resetInMs);
      }
    });
  },
  { name: 'rate-limit', dependencies: ['redis'] },
);
