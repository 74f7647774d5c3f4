import { randomUUID } from 'node:crypto';
import { SUPPORT_MESSAGES, type supportMessageBodySchema } from '@pc/contracts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/auth-guard.js';

type SupportMessage = z.output<typeof supportMessageBodySchema>;

/**
 * One line for a mail header: every run of whitespace (CR and LF included) becomes one space, and other
 * control characters go, so no value can start a header of its own. nodemailer encodes headers too;
 * this keeps the subject readable whatever a visitor pastes.
 */
export const oneLine = (text: string) =>
  text
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this removes
    .replace(/[\u0000-\u0008\u000e-\u001f\u007f]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** The e-mail member services receive: the visitor's words, who they are, and where to reply. */
export function supportMail(message: SupportMessage, user: AuthUser | null, o: { to: string; host: string }) {
  const name = oneLine(message.name);
  return {
    to: o.to,
    // Member services answer the visitor, not the no-reply sender.
    replyTo: message.email,
    subject: `Support: ${oneLine(message.subject)}`,
    messageId: `<support-${randomUUID()}@${o.host}>`,
    text: [
      `From: ${name} <${message.email}>`,
      user
        ? `Signed in as ${oneLine(`${user.firstName} ${user.lastName}`)} (user ${user.id}, ${user.roleName}, ${user.email})`
        : 'Not signed in',
      `Subject: ${oneLine(message.subject)}`,
      '',
      message.message,
    ].join('\n'),
  };
}

/**
 * Sends the visitor's message to member services (`SUPPORT_EMAIL`) straight away. Nothing is stored or
 * queued: if the relay refuses, the visitor sees 'Error while sending email!' with their text still in
 * the form and sends it again, so a restart loses nothing that was acknowledged.
 */
export async function sendSupportMessage(app: FastifyInstance, message: SupportMessage, user: AuthUser | null) {
  const mail = supportMail(message, user, {
    to: app.config.mail.supportEmail,
    host: new URL(app.config.publicUrl).hostname,
  });
  try {
    await app.mailer.send(mail);
  } catch (err) {
    app.log.error({ err }, 'support e-mail failed');
    throw new AppError(503, 'mail_unavailable', SUPPORT_MESSAGES.failed);
  }
  return { message: SUPPORT_MESSAGES.sent };
}
