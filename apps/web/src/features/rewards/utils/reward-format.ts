const DAY_MS = 24 * 3600 * 1000;

/**
 * Reward periods are defined in UTC (Sunday 00:00 to Saturday 23:59:59, spec §9), so period dates
 * and processing days are shown in UTC: in a member's own zone a period would start on Saturday
 * evening or Sunday morning depending on where they live.
 */
const utcDay = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric' });
const utcDayYear = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});
const utcWeekday = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  weekday: 'long',
  month: 'short',
  day: 'numeric',
});

/** 'Nov 22 – Nov 28, 2026', or 'Dec 27, 2026 – Jan 2, 2027' across a year end (UTC dates). */
export function formatPeriod(period: { start: string; end: string }): string {
  const start = new Date(period.start);
  const end = new Date(period.end);
  const sameYear = start.getUTCFullYear() === end.getUTCFullYear();
  return `${(sameYear ? utcDay : utcDayYear).format(start)} – ${utcDayYear.format(end)}`;
}

/** A moment (a reward earned, a code e-mailed) as a date in the member's own time zone: 'Nov 24, 2026'. */
export function formatLocalDate(at: string, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone, month: 'short', day: 'numeric', year: 'numeric' }).format(
    new Date(at),
  );
}

/** '$25', '$12.50'. */
export function formatUsd(amount: number): string {
  const cents = !Number.isInteger(amount);
  return `$${amount.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: 2 })}`;
}

/** '1 of 2 rewards earned', with 'reward' for a maximum of one. */
export function earnedOfMax(earned: number, max: number): string {
  return `${earned} of ${max} ${max === 1 ? 'reward' : 'rewards'} earned`;
}

/** What the member can still earn this period, or when the next period opens once the cap is reached. */
export function remainingText(earned: number, max: number, period: { end: string }): string {
  const left = Math.max(0, max - earned);
  if (left > 0) return `You can earn ${left} more ${left === 1 ? 'reward' : 'rewards'} this period.`;
  const next = new Date(new Date(period.end).getTime() + 1);
  return `You have earned every reward of this period. The next period starts ${utcWeekday.format(next)} at 12am UTC.`;
}

export interface ProcessingSchedule {
  /** The Monday after the period closes (00:00 UTC): processing begins. */
  starts: Date;
  /** Notifications typically arrive on the Wednesday of that week. */
  notifiedAround: Date;
  /** Processing takes up to 3 business days: done by the end of Thursday. */
  doneBy: Date;
}

/** Spec §9: processed on the Monday after the period, up to 3 business days, e-mail typically Wednesday. */
export function processingSchedule(periodEnd: string): ProcessingSchedule {
  const nextSunday = new Date(periodEnd).getTime() + 1;
  const starts = new Date(nextSunday + DAY_MS);
  return {
    starts,
    notifiedAround: new Date(starts.getTime() + 2 * DAY_MS),
    doneBy: new Date(starts.getTime() + 4 * DAY_MS - 1),
  };
}

/**
 * The line under a reward whose gift-card code has not been sent yet: when processing starts (or
 * started) and when the e-mail usually comes; past the usual window, where to turn.
 */
export function processingText(periodEnd: string, now: Date = new Date()): string {
  const { starts, notifiedAround, doneBy } = processingSchedule(periodEnd);
  const notice = `Your gift card code typically arrives by e-mail on ${utcWeekday.format(notifiedAround)}.`;
  if (now.getTime() < starts.getTime()) {
    return `Processing starts ${utcWeekday.format(starts)}, after this period closes, and can take up to 3 business days. ${notice}`;
  }
  if (now.getTime() <= doneBy.getTime()) {
    return `Processing since ${utcWeekday.format(starts)}; it can take up to 3 business days. ${notice}`;
  }
  return 'Processing is taking longer than usual. If your code has not arrived by e-mail, please contact member services.';
}
