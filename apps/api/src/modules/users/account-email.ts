import type { FastifyInstance } from 'fastify';
import type { MailMessage } from '../../mail/mailer.js';
import { SET_PASSWORD_TTL_MS, createSetPasswordTicket } from '../identity/set-password.js';
import { setUserCreateFailed } from './users.queries.js';

/** spec §7: what user management reports about the person's account e-mail. */
export interface AccountEmailOutcome {
  createdPasswordChangeTicket: boolean;
  /** Only when the e-mail did not go out: the administrator copies it to the person (spec §8). */
  setPasswordURL: string | null;
  sentAccountUpdateEmail: boolean;
}

export const NO_ACCOUNT_EMAIL: AccountEmailOutcome = {
  createdPasswordChangeTicket: false,
  setPasswordURL: null,
  sentAccountUpdateEmail: false,
};

const TTL_DAYS = Math.round(SET_PASSWORD_TTL_MS / (24 * 3600 * 1000));

function accountMessage(person: { email: string; firstName: string }, link: string, isNew: boolean): MailMessage {
  return {
    to: person.email,
    subject: isNew ? 'Your Peer Consults account' : 'Your Peer Consults account was updated',
    text: [
      `Hello ${person.firstName},`,
      '',
      isNew
        ? 'An account has been created for you on Peer Consults.'
        : 'Your Peer Consults account has been updated by an administrator.',
      `Choose your password with this link (it works once and expires in ${TTL_DAYS} days):`,
      '',
      link,
      '',
      'Then sign in with this e-mail address and your new password.',
    ].join('\n'),
  };
}

/**
 * Gives the person a set-password link from the built-in issuer and e-mails it. Runs after the user's
 * change has committed: a mail relay that fails must not undo the account, so the failure is reported
 * instead (`sentAccountUpdateEmail: false` with the link for the administrator), and a new account
 * whose e-mail failed is marked `userCreateFailed` (the list's icon) until a later e-mail goes out.
 * With an external issuer, passwords live there: no ticket and no e-mail (docs/architecture.md).
 */
export async function sendAccountEmail(
  app: FastifyInstance,
  person: { id: number; email: string; firstName: string },
  isNew: boolean,
): Promise<AccountEmailOutcome> {
  if (app.config.oidc.external) return NO_ACCOUNT_EMAIL;
  let link: string | null = null;
  try {
    link = (await createSetPasswordTicket(app.db, app.config, person.id))?.setPasswordURL ?? null;
    if (!link) return NO_ACCOUNT_EMAIL;
    await app.mailer.send(accountMessage(person, link, isNew));
  } catch (err) {
    app.log.warn({ err, userId: person.id }, 'account e-mail failed');
    if (isNew) await setUserCreateFailed(app.db, person.id, true);
    return { createdPasswordChangeTicket: link !== null, setPasswordURL: link, sentAccountUpdateEmail: false };
  }
  await setUserCreateFailed(app.db, person.id, false);
  return { createdPasswordChangeTicket: true, setPasswordURL: null, sentAccountUpdateEmail: true };
}
