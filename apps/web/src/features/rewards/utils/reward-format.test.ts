import { rewardPeriod } from '@pc/contracts';
import { describe, expect, it } from 'vitest';
import {
  earnedOfMax,
  formatLocalDate,
  formatPeriod,
  formatUsd,
  processingSchedule,
  processingText,
  remainingText,
} from './reward-format';

const iso = (d: Date) => d.toISOString();
const periodOf = (at: string) => {
  const { start, end } = rewardPeriod(new Date(at));
  return { start: iso(start), end: iso(end) };
};

describe('reward period dates', () => {
  it('shows Sunday to Saturday in UTC, whatever the reader’s zone', () => {
    expect(formatPeriod(periodOf('2026-11-25T15:00:00Z'))).toBe('Nov 22 – Nov 28, 2026');
  });
  it('names both years across a year end', () => {
    expect(formatPeriod(periodOf('2026-12-31T23:00:00Z'))).toBe('Dec 27, 2026 – Jan 2, 2027');
  });
  it('shows the date earned in the member’s own zone', () => {
    // Sunday 02:00 UTC is still Saturday evening in New York.
    expect(formatLocalDate('2026-11-22T02:00:00Z', 'America/New_York')).toBe('Nov 21, 2026');
    expect(formatLocalDate('2026-11-22T02:00:00Z', 'UTC')).toBe('Nov 22, 2026');
  });
});

describe('amounts and counts', () => {
  it('writes dollars without cents when whole', () => {
    expect(formatUsd(25)).toBe('$25');
    expect(formatUsd(12.5)).toBe('$12.50');
    expect(formatUsd(1250)).toBe('$1,250');
  });
  it('counts earned rewards against the period’s maximum', () => {
    expect(earnedOfMax(0, 2)).toBe('0 of 2 rewards earned');
    expect(earnedOfMax(1, 1)).toBe('1 of 1 reward earned');
  });
  it('says what is left this period, or when the next one opens once the cap is reached', () => {
    const period = periodOf('2026-11-25T15:00:00Z');
    expect(remainingText(0, 2, period)).toBe('You can earn 2 more rewards this period.');
    expect(remainingText(1, 2, period)).toBe('You can earn 1 more reward this period.');
    expect(remainingText(2, 2, period)).toBe(
      'You have earned every reward of this period. The next period starts Sunday, Nov 29 at 12am UTC.',
    );
  });
});

describe('processing and notification timing (spec §9)', () => {
  const period = periodOf('2026-11-25T15:00:00Z'); // Nov 22 – Nov 28

  it('processes on the Monday after the period, notifies around Wednesday, within 3 business days', () => {
    const schedule = processingSchedule(period.end);
    expect(iso(schedule.starts)).toBe('2026-11-30T00:00:00.000Z');
    expect(iso(schedule.notifiedAround)).toBe('2026-12-02T00:00:00.000Z');
    expect(iso(schedule.doneBy)).toBe('2026-12-03T23:59:59.999Z');
  });

  it('before the period closes, says when processing will start', () => {
    expect(processingText(period.end, new Date('2026-11-26T10:00:00Z'))).toBe(
      'Processing starts Monday, Nov 30, after this period closes, and can take up to 3 business days. Your gift card code typically arrives by e-mail on Wednesday, Dec 2.',
    );
  });

  it('during processing, says since when; after the window, where to turn', () => {
    expect(processingText(period.end, new Date('2026-12-01T10:00:00Z'))).toBe(
      'Processing since Monday, Nov 30; it can take up to 3 business days. Your gift card code typically arrives by e-mail on Wednesday, Dec 2.',
    );
    expect(processingText(period.end, new Date('2026-12-04T00:00:00Z'))).toMatch(/^Processing is taking longer/);
  });

  it('crosses a year end', () => {
    const last = periodOf('2026-12-31T12:00:00Z'); // Dec 27 – Jan 2
    expect(iso(processingSchedule(last.end).starts)).toBe('2027-01-04T00:00:00.000Z');
  });
});
