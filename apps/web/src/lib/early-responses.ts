import type { EarlyRequests } from '../boot/early-requests';

/**
 * An early response is used only this soon after the boot script sent it: later, the member may have
 * written something since, and the app reads afresh. 30 s covers a slow phone's first download.
 */
const EARLY_RESPONSE_MAX_AGE_MS = 30_000;

/**
 * The boot script's response to `url` (src/boot/early-requests.ts), if it sent that request with this
 * token (or, like the caller, with none) and not too long ago, and nobody took it yet: each is used once, so a question's view (which
 * opening it records) is counted once, and a retry or a later read asks the server. Null when there is
 * none or it failed: the caller sends the request itself.
 */
export function takeEarlyResponse(
  url: string,
  token: string | null,
  early: EarlyRequests | undefined = typeof window === 'undefined' ? undefined : window.__pcEarlyRequests,
  now: number = Date.now(),
): Promise<Response | null> | null {
  if (!early || early.token !== token) return null;
  if (now - early.startedAt > EARLY_RESPONSE_MAX_AGE_MS) return null;
  const response = early.responses[url];
  if (!response) return null;
  delete early.responses[url];
  delete early.data[url];
  return response;
}

const storedAccessToken = (stored: string | null): unknown => {
  try {
    return stored ? (JSON.parse(stored) as { access_token?: unknown }).access_token : null;
  } catch {
    return null;
  }
};

/**
 * The body of the boot script's successful response to `url`, if it is already here, was sent less
 * than 30 s ago with the token the stored sign-in still holds (the same session: a sign-in or
 * renewal since would have replaced it), and nobody took it yet. Taken once, with its response, so
 * the API client never reads it again. For a query's `initialData`: the first render shows it.
 */
export function takeEarlyData<T>(
  url: string,
  early: EarlyRequests | undefined = typeof window === 'undefined' ? undefined : window.__pcEarlyRequests,
  storage: Pick<Storage, 'getItem'> | undefined = typeof window === 'undefined' ? undefined : window.localStorage,
  now: number = Date.now(),
): T | undefined {
  if (!early || !(url in early.data) || now - early.startedAt > EARLY_RESPONSE_MAX_AGE_MS) return undefined;
  if (early.token !== null) {
    if (storedAccessToken(storage?.getItem(early.storageKey) ?? null) !== early.token) return undefined;
  } else if (storage?.getItem(early.storageKey)) return undefined;
  const data = early.data[url] as T;
  delete early.data[url];
  delete early.responses[url];
  return data;
}

/**
 * A query seeded with early data (`initialData`) is fresh for as long as an early response may be
 * used; once the query has read the server itself, `otherwise` applies. Without it, a query whose
 * stale time is 0 would read the server again as it mounts, for what it has just been given.
 */
export const freshWhileEarly =
  (otherwise: number) =>
  (query: { state: { dataUpdateCount: number; data: unknown } }): number =>
    query.state.dataUpdateCount === 0 && query.state.data !== undefined ? EARLY_RESPONSE_MAX_AGE_MS : otherwise;
