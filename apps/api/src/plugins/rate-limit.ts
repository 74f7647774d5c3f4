import rateLimit from '@fastify/rate-limit';
import { ERROR_CODES } from '@pc/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.js';
import { MemoryWindowCounter, RedisWindowCounter, type WindowCounter } from '../lib/window-counter.js';

const WINDOW_MS = 60_000;

/**
 * A sign-in through the built-in issuer is six anonymous requests from the member's address
 * (discovery, authorization, the form, its POST, the resumed authorization, the token), more with a
 * consent step or a refresh: a hospital's shift change behind one address is hundreds of sign-ins a
 * minute. The issuer's pages therefore have a budget per address of their own, this many times the
 * client limit (3,000 a minute at the default 600). Password guessing is held back by its failures,
 * which have their own budget (`passwordAttempt`) on top of the login throttle.
 */
export const SIGN_IN_HOPS_PER_CLIENT_LIMIT = 5;

/** Failed (or still running) password attempts per address and minute, from the client limit. */
export const passwordAttemptsPerMinute = (max: number) => Math.max(10, Math.floor(max / 10));

export interface PasswordAttempt {
  /** 0 when the attempt may go ahead; else the ms until the address may try again. */
  refusedForMs: number;
  /**
   * For an attempt that was no failure: a correct password, or one the login throttle refused
   * before checking it. Only failures use up the address's budget.
   */
  giveBack(): Promise<void>;
}

export interface ClientLimits {
  /**
   * Takes one of the address's password attempts for this minute (counted as it starts, so a burst
   * of concurrent guesses is counted before any of them is checked).
   */
  passwordAttempt(request: FastifyRequest): Promise<PasswordAttempt>;
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

const isSignInPath = (url: string) => /^\/oidc(\/|\?|$)/.test(url);

/**
 * The key of a route's own limit (`config.rateLimit.keyGenerator`) on a route that needs a signed-in
 * user: one budget per member (the guard has run by then), not one per address that a hospital's
 * members would share.
 */
export const perMember = (request: FastifyRequest) =>
  request.user ? `member:${request.user.id}` : `address:${request.ip}`;

const tooManyRequests = (resetInMs: number) =>
  new AppError(
    429,
    ERROR_CODES.rateLimited,
    `Too many requests. Please try again in ${Math.max(1, Math.ceil(resetInMs / 1000))} seconds.`,
  );

/**
 * The client rate limit, per minute, before the guard looks anyone up:
 * - a request with a valid bearer token counts for its member, wherever they are: a whole hospital
 *   behind one address is many members, not one client. The token is verified first (one signature
 *   check, kept for the guard by `app.bearerToken`), so nobody can spend a member's budget with
 *   forged tokens carrying their subject.
 * - a request whose token fails verification counts for its address, on a budget of bad tokens only:
 *   a flood of junk tokens is refused early without touching a valid member at that address.
 * - the issuer's pages (the sign-in hops) count for their address on a larger budget of their own
 *   (`SIGN_IN_HOPS_PER_CLIENT_LIMIT`), and failed password attempts on one more (`passwordAttempt`).
 * - any other anonymous request counts for its address (`request.ip`, which honours TRUST_PROXY only).
 * Counters live in Redis when REDIS_URL is set (`app.redis`, shared by every instance), else in this process.
 * The per-route limits (sign-in links, reports) use @fastify/rate-limit's `config.rateLimit`, on the same Redis.
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

    const unavailable = (err: unknown) => {
      app.log.warn({ err }, 'rate-limit counter unavailable; request let through');
      return null;
    };
    const hit = (key: string) => counter.hit(key).catch(unavailable);

    const passwordAttempts = passwordAttemptsPerMinute(opts.max);
    app.decorate('clientLimits', {
      async passwordAttempt(request) {
        const key = `password:${request.ip}`;
        const counted = await hit(key);
        const refusedForMs = counted && counted.count > passwordAttempts ? counted.resetInMs : 0;
        return {
          refusedForMs,
          async giveBack() {
            if (counted && !refusedForMs) await counter.release(key).catch(unavailable);
          },
        };
      },
    } satisfies ClientLimits);

    /** Which counter a request spends, and its budget. */
    const signInHops = opts.max * SIGN_IN_HOPS_PER_CLIENT_LIMIT;
    async function budgetOf(request: FastifyRequest): Promise<{ key: string; max: number }> {
      if (isSignInPath(request.url)) return { key: `sign-in:${request.ip}`, max: signInHops };
      const token = await app.bearerToken(request);
      if (token) return { key: `member:${token.subject}`, max: opts.max };
      if (token === null) return { key: `bad-token:${request.ip}`, max: opts.max };
      return { key: `address:${request.ip}`, max: opts.max };
    }

    app.addHook('onRequest', async (request, reply) => {
      if (!isLimitedPath(request.url)) return;
      const { key, max } = await budgetOf(request);
      const counted = await hit(key);
      if (!counted) return;
      reply.header('x-ratelimit-limit', max);
      reply.header('x-ratelimit-remaining', Math.max(0, max - counted.count));
      reply.header('x-ratelimit-reset', Math.ceil(counted.resetInMs / 1000));
      if (counted.count > max) {
        reply.header('retry-after', Math.ceil(counted.resetInMs / 1000));
        throw tooManyRequests(counted.resetInMs);
      }
    });
  },
  { name: 'rate-limit', dependencies: ['redis', 'bearer-token'] },
);
