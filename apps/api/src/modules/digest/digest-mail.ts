import { escapeHtml } from '../../lib/rich-text.js';
import type { MailMessage } from '../../mail/mailer.js';
import { NOTIFICATION_SETTINGS_PATH } from '../notifications/notification-mail.js';
import { notificationMessage } from '../notifications/notifications.presenter.js';
import { streamUnsubscribeHeaders, streamUnsubscribeUrl } from '../unsubscribe/unsubscribe-links.js';
import type { DigestActivityRow } from './digest.queries.js';

export interface DigestItem {
  id: number;
  title: string;
}

/** What one member's digest lists: a few items per section and each section's full count. */
export interface DigestContent {
  questions: DigestItem[];
  questionsTotal: number;
  activity: DigestActivityRow[];
  activityTotal: number;
  consensuses: DigestItem[];
  consensusesTotal: number;
}

export const isEmptyDigest = (c: DigestContent) =>
  c.questionsTotal === 0 && c.activityTotal === 0 && c.consensusesTotal === 0;

export const digestItemCount = (c: DigestContent) => c.questionsTotal + c.activityTotal + c.consensusesTotal;

export interface DigestRecipient {
  user_id: number;
  email: string;
  last_name: string;
  week: string;
}

export interface DigestMailContext {
  publicUrl: string;
  supportEmail: string;
  /** The member's unsubscribe token (one per member, unsubscribe.queries.ts). */
  unsubscribeToken: string;
}

/** Where the member chooses what reaches them by e-mail (the profile's notifications tab). */
export const notificationSettingsUrl = (publicUrl: string) => `${publicUrl}${NOTIFICATION_SETTINGS_PATH}`;

/**
 * The same Message-ID every time a member's digest of a week is sent, so the one message that may go
 * twice after a crash (digest.job.ts) is recognisable as a duplicate.
 */
export function digestMessageId(userId: number, week: string, publicUrl: string): string {
  return `<digest-${week}.member-${userId}@${new URL(publicUrl).hostname}>`;
}

interface Section {
  heading: string;
  items: { text: string; url: string }[];
  /** Items not listed, and where to see them all. */
  more: { count: number; url: string } | null;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function sections(c: DigestContent, publicUrl: string): Section[] {
  const out: Section[] = [];
  const more = (total: number, listed: number, url: string) => (total > listed ? { count: total - listed, url } : null);
  if (c.questionsTotal > 0) {
    out.push({
      heading: `New questions for you (${c.questionsTotal})`,
      items: c.questions.map((q) => ({ text: q.title, url: `${publicUrl}/questions/${q.id}` })),
      more: more(c.questionsTotal, c.questions.length, `${publicUrl}/questions`),
    });
  }
  if (c.activityTotal > 0) {
    out.push({
      heading: `Activity for you (${c.activityTotal})`,
      items: c.activity.map((n) => ({ text: notificationMessage(n), url: `${publicUrl}${n.link}` })),
      more: more(c.activityTotal, c.activity.length, `${publicUrl}/notifications`),
    });
  }
  if (c.consensusesTotal > 0) {
    out.push({
      heading: `Consensuses published in your specialty (${c.consensusesTotal})`,
      items: c.consensuses.map((s) => ({ text: s.title, url: `${publicUrl}/consensuses/${s.id}/published` })),
      more: more(c.consensusesTotal, c.consensuses.length, `${publicUrl}/consensuses`),
    });
  }
  return out;
}

export function digestSubject(c: DigestContent): string {
  const parts = [
    c.questionsTotal ? plural(c.questionsTotal, 'new question', 'new questions') : '',
    c.activityTotal ? plural(c.activityTotal, 'update', 'updates') : '',
    c.consensusesTotal ? plural(c.consensusesTotal, 'new consensus', 'new consensuses') : '',
  ].filter(Boolean);
  return `Your week on Peer Consults: ${parts.join(', ')}`;
}

/**
 * The weekly digest: a text part and an HTML part made from the same sections (every title and name
 * is member-written, so everything is escaped in the HTML), readable on a phone (one column, 560 px
 * at most, large tap targets), ending with the link to the member's e-mail settings and the
 * unsubscribe link that List-Unsubscribe also carries.
 */
export function digestMessage(r: DigestRecipient, c: DigestContent, ctx: DigestMailContext): MailMessage {
  const all = sections(c, ctx.publicUrl);
  const settings = notificationSettingsUrl(ctx.publicUrl);
  // One click leaves the digest only (weekly_digest off); campaign and other mail go on.
  const unsubscribe = streamUnsubscribeUrl(ctx.publicUrl, ctx.unsubscribeToken, 'weekly_digest');
  const headers = streamUnsubscribeHeaders({
    publicUrl: ctx.publicUrl,
    supportEmail: ctx.supportEmail,
    token: ctx.unsubscribeToken,
    stream: 'weekly_digest',
  });
  const greeting = `Dear Dr. ${r.last_name},`;
  const intro = 'Here is what happened on Peer Consults this week.';
  const signature = '— The Peer Consults team';
  const footer = 'You receive this weekly digest as a Peer Consults member.';
  const settingsLine = `Choose what it contains, or turn it off: ${settings}`;
  const unsubscribeLine = `Unsubscribe from the weekly digest: ${unsubscribe}`;

  const text = [
    greeting,
    intro,
    ...all.map((s) =>
      [
        s.heading,
        ...s.items.map((i) => `- ${i.text}\n  ${i.url}`),
        ...(s.more ? [`…and ${s.more.count} more: ${s.more.url}`] : []),
      ].join('\n'),
    ),
    signature,
    `${footer}\n${settingsLine}\n${unsubscribeLine}`,
  ].join('\n\n');

  const link = (url: string, label: string) =>
    `<a href="${escapeHtml(url)}" style="color:#5f3dc4;text-decoration:underline">${escapeHtml(label)}</a>`;
  const sectionHtml = (
    s: Section,
  ) => `<h2 style="margin:24px 0 8px;font-size:17px;line-height:1.3;color:#212529">${escapeHtml(s.heading)}</h2>
<ul style="margin:0;padding:0 0 0 20px">
${s.items.map((i) => `<li style="margin:0 0 12px">${link(i.url, i.text)}</li>`).join('\n')}
</ul>${s.more ? `\n<p style="margin:0 0 8px">${link(s.more.url, `…and ${s.more.count} more`)}</p>` : ''}`;
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(digestSubject(c))}</title></head>
<body style="margin:0;padding:16px;background:#f4f2fa;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#212529">
<div style="max-width:560px;margin:0 auto;padding:20px;background:#ffffff;border-radius:8px">
<p style="margin:0 0 16px">${escapeHtml(greeting)}</p>
<p style="margin:0 0 16px">${escapeHtml(intro)}</p>
${all.map(sectionHtml).join('\n')}
<p style="margin:24px 0 16px">${escapeHtml(signature)}</p>
<p style="margin:0;font-size:13px;color:#6c757d">${escapeHtml(footer)}</p>
<p style="margin:12px 0 0;font-size:14px">${link(settings, 'Choose what it contains, or turn it off')}</p>
<p style="margin:12px 0 0;font-size:14px">${link(unsubscribe, 'Unsubscribe from the weekly digest')}</p>
</div>
</body>
</html>`;

  return {
    to: r.email,
    subject: digestSubject(c),
    text: `${text}\n`,
    html,
    messageId: digestMessageId(r.user_id, r.week, ctx.publicUrl),
    headers,
  };
}
