import { CONSENSUS_LAYOUT } from '@pc/contracts';
import dayjs from 'dayjs';

/** A source's date as the product shows dates ('MMMM YYYY', spec §9); text that is not a date stays as written. */
export function sourceDate(date: string): string {
  const trimmed = date.trim();
  // Only full dates: dayjs would read a bare word or number as some date of its own.
  if (!/^\d{4}-\d{2}(-\d{2})?([T ].*)?$/.test(trimmed)) return trimmed;
  const parsed = dayjs(trimmed);
  return parsed.isValid() ? parsed.format(CONSENSUS_LAYOUT.monthYearFormat) : trimmed;
}
