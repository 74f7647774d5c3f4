import { NOTIFICATION_KIND_LABELS, type NotificationKind } from '@pc/contracts';
import type { MailMessage } from '../../mail/mailer.js';
import { streamUnsubscribeHeaders, streamUnsubscribeUrl } from '../unsubscribe/unsubscribe-links.js';
import type { MailNotificationRow, MailRecipient } from './notification-mail.queries.js';
import { notificationMessage } from './notifications.presenter.js';

/** The profile tab where a member chooses how to hear of each kind (apps/web profile-tabs.ts). */
export const NOTIFICATION_SETTINGS_PATH = '/my/profile?tab=notifications';

export interface NotificationMailContext {
  publicUrl: string;
  supportEmail: string;
  /** The recipient's unsubscribe token (unsubscribe.queries.ts). */
  unsubscribeToken: string;
}

/**
 * The same Message-ID every time a thread's message is sent (the member, the thread, the message's
 * number in it), so the one message that may go out twice after a crash is recognisable downstream.
 */
export function notificationMessageId(userId: number, threadKey: string, seq: number, publicUrl: string): string {
  return `<notification-${userId}.${threadKey.replace(/[^A-Za-z0-9_-]/g, '-')}.${seq}@${new URL(publicUrl).hostname}>`;
}

/**
 * One immediate e-mail of a thread: one notification's sentence and link, or several grouped ("3 new
 * activities on “…”"). It says only what the in-app notification says (who did what, on which
 * question) and never quotes an answer or a comment, so nothing hidden can show. List-Unsubscribe
 * leaves the stream of the message's first kind; the footer has a link for each kind it holds and
 * one to the settings.
 */
export function notificationMail(
  recipient: MailRecipient & { user_id: number },
  mail: { thread_key: string; seq: number },
  rows: MailNotificationRow[],
  c: NotificationMailContext,
): MailMessage {
  const first = rows[0];
  if (!first) throw new Error('a notification mail needs a notification');
  const url = (link: string) => `${c.publicUrl}${link}`;
  const events = rows.reduce((sum, r) => sum + r.count, 0);
  const kinds = [...new Set(rows.map((r) => r.kind))] as NotificationKind[];
  let subject: string;
  let body: string;
  if (rows.length === 1) {
    subject = notificationMessage(first);
    body = `${subject}.\n\nOpen it: ${url(first.link)}`;
  } else {
    const newest = rows.at(-1)!;
    subject = mail.thread_key.startsWith('topic:')
      ? `${events} new activities on “${newest.subject_title}”`
      : `${events} new: ${NOTIFICATION_KIND_LABELS[first.kind]}`;
    body = `${subject}:\n\n${rows.map((r) => `- ${notificationMessage(r)}\n  ${url(r.link)}`).join('\n\n')}`;
  }
  const unsubscribe = kinds
    .map(
      (k) =>
        `Stop e-mails about “${NOTIFICATION_KIND_LABELS[k]}”: ${streamUnsubscribeUrl(c.publicUrl, c.unsubscribeToken, k)}`,
    )
    .join('\n');
  const text = `Dear Dr. ${recipient.last_name},

${body}

— The Peer Consults team

You receive this e-mail because of your notification settings; change them here: ${url(NOTIFICATION_SETTINGS_PATH)}
${unsubscribe}
`;
  return {
    to: recipient.email,
    subject,
    text,
    messageId: notificationMessageId(recipient.user_id, mail.thread_key, mail.seq, c.publicUrl),
    headers: streamUnsubscribeHeaders({
      publicUrl: c.publicUrl,
      supportEmail: c.supportEmail,
      token: c.unsubscribeToken,
      stream: first.kind,
    }),
  };
}
