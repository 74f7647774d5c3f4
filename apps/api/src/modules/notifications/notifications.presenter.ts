import type { Notification } from '@pc/contracts';
import { iso, isoOrNull } from '../../db/raw-sql.js';
import type { NotificationListRow } from './notifications.queries.js';

const quoted = (title: string) => `“${title}”`;

/** The sentence a notification reads as: who or what, and on which question or consensus. */
export function notificationMessage(row: NotificationListRow): string {
  const who = row.actor_first_name ? `${row.actor_first_name} ${row.actor_last_name ?? ''}`.trim() : 'A member';
  const on = quoted(row.subject_title);
  switch (row.kind) {
    case 'answer_comment':
      return `${who} commented on your answer to ${on}`;
    case 'comment_reply':
      return `${who} replied under your comment on ${on}`;
    case 'answer_agrees':
      // subject_key 'answer:7:agrees:50'
      return `Your answer to ${on} reached ${row.subject_key.split(':').at(-1)} agrees`;
    case 'new_answers':
      return row.count === 1 ? `1 new answer on ${on}` : `${row.count} new answers on ${on}`;
    case 'consensus_published':
      return `A consensus was published from ${on}`;
    case 'reward_earned':
      return `You earned a reward for your answer to ${on}`;
    case 'gift_card_sent':
      return 'Your gift-card code was sent by e-mail; it is also under My rewards';
    case 'consensus_review':
      return `${who} submitted a consensus for review: ${on}`;
    case 'question_report':
      return `${who} reported content on ${on}`;
  }
}

export function presentNotification(row: NotificationListRow): Notification {
  return {
    id: row.id,
    kind: row.kind,
    message: notificationMessage(row),
    link: row.link,
    count: row.count,
    createdAt: iso(row.updated_at),
    readAt: isoOrNull(row.read_at),
  };
}
