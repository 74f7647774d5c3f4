import { REWARDS } from './constants.js';

// ---------------------------------------------------------------------------------------------------
// Rewards rules and texts the member pages need (spec §2 Rewards, §9 Rewards). Zod-free on purpose:
// the member pages must not pull zod into their first download (zod-free.test.ts).
// ---------------------------------------------------------------------------------------------------

/** Where a reward stands: earned in the open period, waiting for its gift card, or e-mailed. */
export const REWARD_STATUSES = ['earned', 'processing', 'sent'] as const;
export type RewardStatus = (typeof REWARD_STATUSES)[number];

export const REWARD_STATUS_LABELS: Record<RewardStatus, string> = {
  earned: 'Earned this period',
  processing: 'Processing',
  sent: 'Sent',
};

/** Spec §9 timing, in the member's words. */
export const REWARD_TIMING = {
  periodStart: 'A reward period starts Sunday 12am UTC.',
  processing: 'Rewards are processed on Monday and can take up to 3 business days.',
  notification: 'Gift card codes are typically e-mailed on Wednesday.',
  codes: 'Gift card codes never expire; they are kept here for 1 year.',
  form1099: `A 1099 is issued to members whose rewards exceed $${REWARDS.form1099ThresholdUsd} in a calendar year.`,
} as const;

/** The bonus label of a reward value, e.g. '$25 Bonus' (spec §9). */
export const rewardBonusLabel = (valueUsd: number) =>
  `$${Number.isInteger(valueUsd) ? valueUsd : valueUsd.toFixed(2)} Bonus`;

export const GIFT_CARD_POOL_MESSAGES = {
  empty: 'The file holds no gift card codes.',
  tooManyRows: (max: number) => `The file holds more than ${max} codes; split it into smaller files.`,
  badCode: (row: number) =>
    `Row ${row}: a code is 4 to 100 letters, digits or the characters - _ . / : + = # (no spaces or commas).`,
  badValue: (row: number) => `Row ${row}: the value must be an amount in US dollars from 1 to 1000, e.g. 25 or 25.00.`,
  tooManyColumns: (row: number) => `Row ${row}: a row holds a code and optionally its value, e.g. "ABCD-1234,25".`,
} as const;

export const GIFT_CARD_CSV_MAX_ROWS = 50_000;
const CODE = /^[A-Za-z0-9\-_./:+=#]{4,100}$/;
const VALUE = /^\$?(\d{1,4})(?:\.(\d{1,2}))?$/;

export interface GiftCardRow {
  code: string;
  valueCents: number;
}

/** One cell without the quotes a spreadsheet may add. */
const unquote = (cell: string) => {
  const t = cell.trim();
  return t.length >= 2 && t.startsWith('"') && t.endsWith('"') ? t.slice(1, -1).replace(/""/g, '"').trim() : t;
};

/**
 * The codes of an imported CSV: one code a line, optionally followed by its value in dollars
 * (default: `defaultValueUsd`); a first line naming the columns ("code", "code,value") is skipped,
 * as are empty lines. Each bad row is reported by its line number; nothing is imported when any is bad.
 */
export function parseGiftCardCsv(
  text: string,
  defaultValueUsd: number,
): { rows: GiftCardRow[]; errors: { row: number; message: string }[] } {
  const rows: GiftCardRow[] = [];
  const errors: { row: number; message: string }[] = [];
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  lines.forEach((line, index) => {
    const row = index + 1;
    if (line.trim() === '') return;
    const cells = line.split(',').map(unquote);
    if (index === 0 && /^(gift ?card ?)?code$/i.test(cells[0] ?? '')) return;
    if (cells.length > 2 && cells.slice(2).some((c) => c !== '')) {
      errors.push({ row, message: GIFT_CARD_POOL_MESSAGES.tooManyColumns(row) });
      return;
    }
    const code = cells[0] ?? '';
    if (!CODE.test(code)) {
      errors.push({ row, message: GIFT_CARD_POOL_MESSAGES.badCode(row) });
      return;
    }
    const valueText = cells[1] ?? '';
    let valueCents = Math.round(defaultValueUsd * 100);
    if (valueText !== '') {
      const m = VALUE.exec(valueText);
      valueCents = m ? Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0')) : 0;
      if (valueCents < 100 || valueCents > 100_000) {
        errors.push({ row, message: GIFT_CARD_POOL_MESSAGES.badValue(row) });
        return;
      }
    }
    rows.push({ code, valueCents });
  });
  return { rows, errors };
}
