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
  return response;
}
