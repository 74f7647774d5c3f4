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
