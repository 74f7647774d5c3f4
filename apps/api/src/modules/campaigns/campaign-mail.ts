import type { MailMessage } from '../../mail/mailer.js';
import type { ClaimedRecipient } from './campaign-send.queries.js';

/**
 * The same Message-ID every time a campaign's message to a member is sent, so the one message that
 * may go out twice after a crash (see campaign-send.job.ts) is recognisable as a duplicate by relays
 * and mail clients that deduplicate on it.
 */
export function campaignMessageId(campaignId: number, userId: number, publicUrl: string): string {
  return `<campaign-${campaignId}.member-${userId}@${new URL(publicUrl).hostname}>`;
}

/** A question invitation when the recipient has a question, else a pointer to their feed. */
export function campaignMessage(campaignId: number, recipient: ClaimedRecipient, publicUrl: string): MailMessage {
  const greeting = `Dear Dr. ${recipient.last_name},`;
  const signature = '— The Peer Consults team';
  const messageId = campaignMessageId(campaignId, recipient.user_id, publicUrl);
  if (recipient.topic_id !== null && recipient.topic_title !== null) {
    const url = `${publicUrl}/questions/${recipient.topic_id}`;
    return {
      to: recipient.email,
      subject: `Your peers want your consult: ${recipient.topic_title}`,
      text: `${greeting}\n\nA clinical question is waiting for your consult:\n\n${recipient.topic_title}\n\nAnswer it here: ${url}\n\n${signature}\n`,
      messageId,
    };
  }
  const url = `${publicUrl}/questions`;
  return {
    to: recipient.email,
    subject: 'New clinical questions are waiting for your consult',
    text: `${greeting}\n\nNew clinical questions in your specialty are waiting for your consult.\n\nSee them here: ${url}\n\n${signature}\n`,
    messageId,
  };
}
