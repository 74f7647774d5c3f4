/** Pure domain rules shared by server and client (design.md). */

export const TOPIC_STATUS = { scheduled: 0, active: 1, expired: 2 } as const;
export type TopicStatus = (typeof TOPIC_STATUS)[keyof typeof TOPIC_STATUS];
export const TOPIC_STATUS_LABEL: Record<TopicStatus, string> = { 0: 'Scheduled', 1: 'Active', 2: 'Expired' };

/** Status is always derived from the dates at read time, never stored. */
export function topicStatus(publishDate: Date, expirationDate: Date, now: Date = new Date()): TopicStatus {
  if (now < publishDate) return TOPIC_STATUS.scheduled;
  if (now > expirationDate) return TOPIC_STATUS.expired;
  return TOPIC_STATUS.active;
}

export const WILSON_Z = 1.96;

/** Wilson score lower bound of the agree share; 0 with no votes. */
export function wilsonLowerBound(agree: number, disagree: number, z: number = WILSON_Z): number {
  const n = agree + disagree;
  if (n === 0) return 0;
  const p = agree / n;
  const z2 = z * z;
  return (p + z2 / (2 * n) - z * Math.sqrt((p * (1 - p) + z2 / (4 * n)) / n)) / (1 + z2 / n);
}

/** A weekly reward period runs Sunday 00:00:00.000 UTC to Saturday 23:59:59.999 UTC. */
export function rewardPeriod(at: Date): { start: Date; end: Date } {
  const start = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() - at.getUTCDay()));
  const end = new Date(start.getTime() + 7 * 24 * 3600 * 1000 - 1);
  return { start, end };
}

export function wordCount(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : trimmed.split(/\s+/).length;
}
