// Notification kinds and the bell's timing (issue 25), zod-free: the header's bell on every member
// page imports them (zod-free.test.ts). The API's schemas are in notifications.ts.

export const NOTIFICATION_KINDS = [
  /** Someone commented on my answer. */
  'answer_comment',
  /** Someone commented under an answer where I had commented. */
  'comment_reply',
  /** My answer reached 10, 50 or 100 agrees (once each). */
  'answer_agrees',
  /** New answers on a question I answered, batched in one unread row ("7 new answers on …"). */
  'new_answers',
  /** A consensus was published from a case I answered or was quoted in. */
  'consensus_published',
  /** I earned a reward for an answer. */
  'reward_earned',
  /** My gift-card code was sent. */
  'gift_card_sent',
  /** Moderators: a consensus waits for review. */
  'consensus_review',
  /** Moderators: a member reported a question or an answer on it. */
  'question_report',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The agree counts that notify an answer's author, once each. */
export const AGREE_MILESTONES = [10, 50, 100] as const;

/** How often the web asks for the unread count while the page is visible (and on focus). */
export const NOTIFICATION_POLL_MS = 30_000;

export const NOTIFICATIONS_PAGE_SIZE = 20;

/**
 * How a member hears of each kind: in the app only, by an e-mail soon after (throttled per thread), or
 * gathered in the weekly digest. Every kind is always in the app.
 */
export const NOTIFICATION_DELIVERIES = ['in_app', 'immediate', 'digest'] as const;
export type NotificationDelivery = (typeof NOTIFICATION_DELIVERIES)[number];

/** Comments on my answer matter now; the rest can wait for Monday (issue 25). */
export const DEFAULT_NOTIFICATION_DELIVERY: Record<NotificationKind, NotificationDelivery> = {
  answer_comment: 'immediate',
  comment_reply: 'digest',
  answer_agrees: 'digest',
  new_answers: 'digest',
  consensus_published: 'digest',
  reward_earned: 'digest',
  gift_card_sent: 'digest',
  consensus_review: 'digest',
  question_report: 'digest',
};

/** What each kind is about, as the preferences and the unsubscribe pages name it. */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  answer_comment: 'Comments on my answers',
  comment_reply: 'Replies under answers I commented on',
  answer_agrees: 'My answers reaching 10, 50 and 100 agrees',
  new_answers: 'New answers on questions I answered',
  consensus_published: 'Consensuses published from cases I answered',
  reward_earned: 'Rewards I earned',
  gift_card_sent: 'Gift-card codes sent to me',
  consensus_review: 'Consensuses waiting for review',
  question_report: 'Reports on questions',
};

/**
 * The e-mails a member can leave with one click (List-Unsubscribe): each kind's immediate mail, and
 * the weekly digest.
 */
export const MAIL_STREAMS = [...NOTIFICATION_KINDS, 'weekly_digest'] as const;
export type MailStream = (typeof MAIL_STREAMS)[number];
export const MAIL_STREAM_LABELS: Record<MailStream, string> = {
  ...NOTIFICATION_KIND_LABELS,
  weekly_digest: 'The weekly digest',
};

/** The kinds only moderators receive; the preferences of members do not list them. */
export const MODERATOR_NOTIFICATION_KINDS: readonly NotificationKind[] = ['consensus_review', 'question_report'];

/** At most one immediate e-mail per member per thread (question) in this window; later events wait and go together. */
export const IMMEDIATE_MAIL_WINDOW_MS = 60 * 60 * 1000;

/** The weekly digest goes on Monday from this hour in the member's time zone (UTC when unknown). */
export const DIGEST_LOCAL_HOUR = 7;

/** The longest IANA time zone name accepted ("America/Argentina/ComodRivadavia" is 32). */
export const TIME_ZONE_MAX = 64;

/**
 * An IANA time zone name this runtime knows ("America/Chicago", "UTC"). Checked by asking Intl to use
 * it, so the list is the runtime's own, and by shape first, so odd strings never reach Intl.
 */
export function isTimeZone(value: string): boolean {
  if (value.length > TIME_ZONE_MAX || !/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
