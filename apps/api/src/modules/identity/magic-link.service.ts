import { IDENTITY_MESSAGES, MAGIC_LINK_TTL_MINUTES, type MagicLinkRequest } from '@pc/contracts';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/errors.js';
import { findActiveAccountByEmail } from './accounts.js';
import { createTicket, ticketsCreatedSince } from './tickets.js';

export const MAGIC_LINK_TTL_MS = MAGIC_LINK_TTL_MINUTES * 60_000;
/** At most this many links per account per link lifetime: a form cannot be used to flood a mailbox. */
const MAX_LINKS_PER_WINDOW = 5;

/** The link in the e-mail: an issuer URL that hands the sign-in to the web app's usual flow. */
export function magicLinkUrl(issuer: string, token: string, returnTo?: string): string {
  const url = `${issuer.replace(/\/$/, '')}/magic/${token}`;
  return returnTo ? `${url}?returnTo=${encodeURIComponent(returnTo)}` : url;
}

/**
 * `POST /auth/magic_link`: e-mails a one-time link to an active account. The answer is the same for
 * every e-mail, and the e-mail is sent after answering, so neither the answer nor its timing says
 * whether the account exists.
 */
export async function requestMagicLink(app: FastifyInstance, request: MagicLinkRequest): Promise<{ message: string }> {
  if (app.config.oidc.external) throw notFound('Sign-in links are not available with this identity provider.');
  const answer = { message: IDENTITY_MESSAGES.magicLinkSent };
  const account = await findActiveAccountByEmail(app.db, request.email);
  if (!account) return answer;
  const now = new Date();
  const recent = await ticketsCreatedSince(
    app.db,
    account.id,
    'magic_link',
    new Date(now.getTime() - MAGIC_LINK_TTL_MS),
  );
  if (recent >= MAX_LINKS_PER_WINDOW) {
    app.log.warn({ userId: account.id }, 'magic link not sent: too many requested recently');
    return answer;
  }
  const { token } = await createTicket(app.db, account.id, 'magic_link', MAGIC_LINK_TTL_MS, now);
  const link = magicLinkUrl(app.config.oidc.issuer, token, request.returnTo);
  void app.mailer
    .send({
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
    })
    .catch((err) => app.log.error({ err, userId: account.id }, 'magic link e-mail failed'));
  return answer;
}
