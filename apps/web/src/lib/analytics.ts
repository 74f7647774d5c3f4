/**
 * Product analytics events (spec §7 'login_success', §8 failed answer submits). Events go to
 * `window.dataLayer`, the queue a tag manager reads when one is installed; without one they stay in the
 * page, so nothing leaves the member's browser unless the deployment adds a collector.
 */
export type AnalyticsEvent = { event: string } & Record<string, string | number | boolean | null | undefined>;

declare global {
  interface Window {
    dataLayer?: AnalyticsEvent[];
  }
}

export function track(event: string, params: Omit<AnalyticsEvent, 'event'> = {}): AnalyticsEvent {
  const entry: AnalyticsEvent = { event, ...params };
  if (typeof window !== 'undefined') {
    window.dataLayer = window.dataLayer ?? [];
    window.dataLayer.push(entry);
  }
  return entry;
}
