import { CONSENSUS_LAYOUT, type PatientCase } from '@pc/contracts';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

/**
 * 'October 2026' (spec §9 'MMMM YYYY'), or '' for a date that does not parse. Read in UTC, so a
 * date-only value ('2026-10-01') and midnight UTC name the same month for every reader, wherever they
 * are.
 */
export function monthYear(date: string | null | undefined): string {
  if (!date) return '';
  const d = dayjs.utc(date);
  return d.isValid() ? d.format(CONSENSUS_LAYOUT.monthYearFormat) : '';
}

/**
 * The line under a patient case that says where the consensus came from (spec §9):
 * 'Community patient case #1001, 14 respondents, October 2026'. A date that does not parse is left
 * out rather than shown as 'Invalid Date'.
 */
export function sourceLine(c: Pick<PatientCase, 'CaseNumber' | 'ResponseCount' | 'PublishDate'>): string {
  const respondents = `${c.ResponseCount} ${c.ResponseCount === 1 ? 'respondent' : 'respondents'}`;
  const parts = [`Community patient case #${c.CaseNumber}`, respondents, monthYear(c.PublishDate)];
  return parts.filter(Boolean).join(', ');
}
