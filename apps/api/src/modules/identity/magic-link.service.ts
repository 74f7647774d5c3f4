import { ERROR_CODES, IDENTITY_MESSAGES, MAGIC_LINK_TTL_MINUTES, type MagicLinkRequest } from '@pc/contracts';
import type { FastifyInstance } from 'fastify';
import type PgBoss from 'pg-boss';
import { AppError, notFound } from '../../lib/errors.js';
import type { MailMessage } from '../../mail/mailer.js';
import { findActiveAccountByEmail, findActiveAccountById, type SignInAccount } from './accounts.js';
import type { MagicLinkQuota } from './magic-link-quota.js';
import { createTicket } from './tickets.js';

export const MAGIC_LINK_TTL_MS = MAGIC_LINK_TTL_MINUTES * 60_000;

/** The job that sends a sign-in link whose first sending failed (identity.jobs.ts). */
export const MAGIC_LINK_SEND_JOB = 'identity-magic-link-send';
/** Retried with backoff (5 s, 10 s, 20 s, … about ten minutes in all), like campaign mail. */
export const MAGIC_LINK_SEND_OPTIONS: PgBoss.SendOptions = { retryLimit: 7, retryDelay: 5, retryBackoff: true };
/** A link that could not be sent for this long is no longer expected: the member has asked again or given up. */
const STALE_AFTER_MS = 2 * MAGIC_LINK_TTL_MS;

export interface MagicLinkJob {
  userId: number;
  returnTo?: string;
  requestedAt: string;
}

/** A 429 that says when to try again (the route sets `Retry-After` from it). */
export class RetryLaterError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    const minutes = Math.ceil(retryAfterSeconds / 60);
    super(
      429,
      ERROR_CODES.rateLimited,
      `Too many sign-in links were asked for. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
    );
  }
}

/** The link in the e-mail: an issuer URL that hands the sign-in to the web app's usual flow. */
export function magicLinkUrl(issuer: string, token: string, returnTo?: string): string {
  const url = `${issuer.replace(/\/$/, '')}/magic/${token}`;
  return returnTo ? `${url}?returnTo=${encodeURIComponent(returnTo)}` : url;
}

function magicLinkMessage(account: SignInAccount, link: string): MailMessage {
  return {
    to: account.email,
    subject: 'Your Peer Consults sign-in link',
    text: [
      `Hello ${account.firstName},`,
      '',
      `Use this link to sign in to Peer Consults. It works once and expires in ${MAGIC_LINK_TTL_MINUTES} minutes:`,
      '',
      link,
      '',
      'If you did not ask for it, you can ignore this e-mail: nobody can sign in without the link.',
    ].join('\n'),
  };
}

/** A fresh one-time link for the account, e-mailed now; throws when the mail cannot be handed over. */
async function sendLink(app: FastifyInstance, account: SignInAccount, returnTo?: string): Promise<void> {
  const { token } = await createTicket(app.db, account.id, 'magic_link', MAGIC_LINK_TTL_MS);
  await app.mailer.send(magicLinkMessage(account, magicLinkUrl(app.config.oidc.issuer, token, returnTo)));
}

/**
 * `POST /auth/magic_link`: e-mails a one-time link to an active account. The answer is the same for
 * every e-mail, and the account is looked up and mailed after answering, so neither the answer nor its
 * timing says whether the account exists. A request over the quota (per e-mail and address, per
 * address) is refused with 429, never accepted and dropped. A mail that fails to go out is queued and
 * retried; the queued job carries no link (the retry makes a new one), so the queue holds no secret.
 */
export async function requestMagicLink(
  app: FastifyInstance,
  quota: MagicLinkQuota,
  request: MagicLinkRequest,
  ip: string,
): Promise<{ message: string }> {
  if (app.config.oidc.external) throw notFound('Sign-in links are not available with this identity provider.');
  const waitMs = await quota.take(request.email, ip);
  if (waitMs > 0) throw new RetryLaterError(Math.ceil(waitMs / 1000));
  const requestedAt = new Date().toISOString();
  setImmediate(() => {
    void deliver(app, request, requestedAt);
  });
  return { message: IDENTITY_MESSAGES.magicLinkSent };
}

async function deliver(app: FastifyInstance, request: MagicLinkRequest, requestedAt: string): Promise<void> {
  let account: SignInAccount | null = null;
  try {
    account = await findActiveAccountByEmail(app.db, request.email);
    if (!account) return;
    await sendLink(app, account, request.returnTo);
  } catch (err) {
    if (!account) {
      app.log.error({ err }, 'magic link request failed');
      return;
    }
    app.log.warn({ err, userId: account.id }, 'magic link e-mail failed; queued for retry');
    const job: MagicLinkJob = { userId: account.id, returnTo: request.returnTo, requestedAt };
    await app.jobs
      .send(MAGIC_LINK_SEND_JOB, job, MAGIC_LINK_SEND_OPTIONS)
      .catch((queueErr) => app.log.error({ err: queueErr, userId: account?.id }, 'magic link e-mail lost'));
  }
}

/** The retry job: a new link for the account, unless it is no longer active or the request is stale. */
export async function sendQueuedMagicLink(app: FastifyInstance, job: MagicLinkJob): Promise<void> {
  if (Date.now() - new Date(job.requestedAt).getTime() > STALE_AFTER_MS) {
    app.log.warn({ userId: job.userId }, 'magic link not sent: the request is too old');
    return;
  }
  const account = await findActiveAccountById(app.db, Number(job.userId));
  if (!account) return;
  // The queued job is the retry of a link whose first send failed (deliver above).
  app.metrics.mailRetries.inc({ kind: 'sign_in_link' });
  await sendLink(app, account, job.returnTo);
}
