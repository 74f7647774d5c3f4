/**
 * Product analytics (spec §7 'login_success' with the member's NPI, §8 failed answer submits with the
 * API code): every event goes through `track`, and `track` goes to one adapter chosen at build time by
 * `VITE_ANALYTICS` (README). Unset or `off`: nothing is recorded anywhere, not even in the page, since
 * the events carry an NPI. `datalayer`: events are pushed to `window.dataLayer`, the queue a tag
 * manager reads once the deployment installs one.
 */
export type AnalyticsEvent = { event: string } & Record<string, string | number | boolean | null | undefined>;

declare global {
  interface Window {
    dataLayer?: AnalyticsEvent[];
  }
}

export interface AnalyticsAdapter {
  name: 'off' | 'datalayer';
  record(entry: AnalyticsEvent): void;
}

const off: AnalyticsAdapter = { name: 'off', record: () => {} };

const dataLayer: AnalyticsAdapter = {
  name: 'datalayer',
  record(entry) {
    if (typeof window === 'undefined') return;
    window.dataLayer = window.dataLayer ?? [];
    window.dataLayer.push(entry);
  },
};

/** The adapter a setting names; anything unknown is off (a typo must not start collecting). */
export function analyticsAdapter(setting: string | undefined): AnalyticsAdapter {
  return setting?.trim().toLowerCase() === 'datalayer' ? dataLayer : off;
}

let adapter = analyticsAdapter((import.meta.env as Record<string, string | undefined>).VITE_ANALYTICS);

/** For tests: use another adapter (returns the one it replaced). */
export function setAnalyticsAdapter(next: AnalyticsAdapter): AnalyticsAdapter {
  const previous = adapter;
  adapter = next;
  return previous;
}

/** Records one event through the configured adapter; returns the event as it was (or would have been) sent. */
export function track(event: string, params: Omit<AnalyticsEvent, 'event'> = {}): AnalyticsEvent {
  const entry: AnalyticsEvent = { event, ...params };
  adapter.record(entry);
  return entry;
}
