import type { MailMessage } from '../../mail/mailer.js';
import { listUnsubscribeHeaders, unsubscribeUrl } from '../unsubscribe/unsubscribe-links.js';
import type { ClaimedRecipient } from './campaign-send.queries.js';

export interface CampaignMailContext {
  publicUrl: string;
  supportEmail: string;
  /** The recipient's unsubscribe token (unsubscribe.queries.ts). */
  unsubscribeToken: string;
}

/**
 * The same Message-ID every time a campaign's message to a member is sent, so the one message that
 * may go out twice after a crash (see campaign-send.job.ts) is recognisable as a duplicate by relays
 * and mail clients that deduplicate on it.
 */
export function campaignMessageId(campaignId: number, userId: number, publicUrl: string): string {
  return `<campaign-${campaignId}.member-${userId}@${new URL(publicUrl).hostname}>`;
}

/**
 * A question invitation when the recipient has a question, else a pointer to their feed. Every one
 * ends with the recipient's unsubscribe link and carries it in List-Unsubscribe.
 */
export function campaignMessage(campaignId: number, recipient: ClaimedRecipient, c: CampaignMailContext): MailMessage {
  const greeting = `Dear Dr. ${recipient.last_name},`;
  const signature = '— The Peer Consults team';
  const footer = `You receive these e-mails as a Peer Consults member. To stop them, unsubscribe here: ${unsubscribeUrl(c.publicUrl, c.unsubscribeToken)}`;
  const common = {
    to: recipient.email,
    messageId: campaignMessageId(campaignId, recipient.user_id, c.publicUrl),
    headers: listUnsubscribeHeaders({
      publicUrl: c.publicUrl,
      supportEmail: c.supportEmail,
      token: c.unsubscribeToken,
    }),
  };
  if (recipient.topic_id !== null && recipient.topic_title !== null) {
    const url = `${c.publicUrl}/questions/${recipient.topic_id}`;
    return {
      ...common,
      subject: `Your peers want your consult: ${recipient.topic_title}`,
      text: `${greeting}\n\nA clinical question is waiting for your consult:\n\n${recipient.topic_title}\n\nAnswer it here: ${url}\n\n${signature}\n\n${footer}\n`,
    };
  }
  const url = `${c.publicUrl}/questions`;
  return {
    ...common,
    subject: 'New clinical questions are waiting for your consult',
    text: `${greeting}\n\nNew clinical questions in your specialty are waiting for your consult.\n\nSee them here: ${url}\n\n${signature}\n\n${footer}\n`,
  };
}
