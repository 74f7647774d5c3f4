import type { MailStream } from '@pc/contracts';

/** The https link of a member's unsubscribe token (an API route: it works without the web app). */
export const unsubscribeUrl = (publicUrl: string, token: string) => `${publicUrl}/api/v1/unsubscribe/${token}`;

/** The bare address of "Name <address>" or of a plain address. */
const addressOf = (mailbox: string) => /<([^>]+)>/.exec(mailbox)?.[1] ?? mailbox.trim();

/**
 * RFC 2369 and RFC 8058 headers of campaign mail: mail clients show their own "Unsubscribe" button,
 * and large providers (Gmail, Yahoo) require one-click for bulk senders. The https link is one-click:
 * the provider POSTs `List-Unsubscribe=One-Click` to it. The mailto reaches member services with the
 * token in the subject, for clients that only offer mail.
 */
export function listUnsubscribeHeaders(o: { publicUrl: string; supportEmail: string; token: string }) {
  const mailto = `mailto:${addressOf(o.supportEmail)}?subject=${encodeURIComponent(`Unsubscribe ${o.token}`)}`;
  return {
    'List-Unsubscribe': `<${mailto}>, <${unsubscribeUrl(o.publicUrl, o.token)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/** The one-click link that leaves one stream of notification mail (a kind's e-mails or the digest). */
export const streamUnsubscribeUrl = (publicUrl: string, token: string, stream: MailStream) =>
  `${unsubscribeUrl(publicUrl, token)}/${stream}`;

/**
 * List-Unsubscribe headers of notification mail (immediate e-mails and the weekly digest): one click
 * leaves that stream only, the member's other e-mails go on.
 */
export function streamUnsubscribeHeaders(o: {
  publicUrl: string;
  supportEmail: string;
  token: string;
  stream: MailStream;
}) {
  const mailto = `mailto:${addressOf(o.supportEmail)}?subject=${encodeURIComponent(`Unsubscribe ${o.token} ${o.stream}`)}`;
  return {
    'List-Unsubscribe': `<${mailto}>, <${streamUnsubscribeUrl(o.publicUrl, o.token, o.stream)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}
