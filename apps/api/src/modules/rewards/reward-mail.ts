import { REWARD_TIMING, rewardBonusLabel } from '@pc/contracts';
import type { MailMessage } from '../../mail/mailer.js';
import { iso } from '../../db/raw-sql.js';
import type { RewardMailRow } from './reward-processing.queries.js';

/**
 * The same Message-ID every time a reward's code is sent, so the one message that may go out twice
 * after a crash (see reward-processing.job.ts) is recognisable as a duplicate downstream.
 */
export function rewardMessageId(rewardId: number, publicUrl: string): string {
  return `<reward-${rewardId}@${new URL(publicUrl).hostname}>`;
}

const day = (value: Date | string) => iso(value).slice(0, 10);

/** The gift-card e-mail of one reward. */
export function rewardMessage(row: RewardMailRow, c: { publicUrl: string; supportEmail: string }): MailMessage {
  const value = row.value_cents / 100;
  const amount = Number.isInteger(value) ? `$${value}` : `$${value.toFixed(2)}`;
  return {
    to: row.email,
    messageId: rewardMessageId(row.id, c.publicUrl),
    subject: `Your ${amount} Peer Consults gift card`,
    text: [
      `Dear Dr. ${row.last_name},`,
      `Thank you for your consult on "${row.question_title}". Here is your ${rewardBonusLabel(value)} gift card code:`,
      row.code,
      `Reward #${row.id}, eligibility period ${day(row.period_start)} to ${day(row.period_end)} (UTC).`,
      `${REWARD_TIMING.codes} See your rewards at ${c.publicUrl}/my/rewards`,
      `Questions? Write to ${c.supportEmail}.`,
      '— The Peer Consults team',
    ].join('\n\n'),
  };
}
