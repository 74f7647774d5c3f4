import type { TopicRow } from './topics.queries.js';

/**
 * The time in which a kept page or list of questions still shows every status right (issue 27): from
 * when it was built until the next moment one of its questions is published or expires (at most a day).
 * The shared feed lists and the kept question pages are both valid only within theirs.
 */
export interface StatusWindow {
  builtAt: number;
  validUntil: number;
}

export function statusWindow(rows: Pick<TopicRow, 'publish_date' | 'expiration_date'>[], now: Date): StatusWindow {
  const at = now.getTime();
  let validUntil = at + 24 * 3_600_000;
  for (const row of rows) {
    for (const moment of [new Date(row.publish_date).getTime(), new Date(row.expiration_date).getTime()]) {
      if (moment >= at && moment < validUntil) validUntil = moment;
    }
  }
  return { builtAt: at, validUntil };
}

/** Whether what was kept with `window` still holds at `now`. */
export function holdsAt(window: StatusWindow, now: Date): boolean {
  const at = now.getTime();
  return window.builtAt <= at && at < window.validUntil;
}
