/**
 * The rules of spec §4/§9 for toasts that need no browser: which repeats are ignored, how long a toast
 * lives, and where the notification area's chunk is fetched again after a failed fetch.
 */

import { MESSAGES } from '@pc/contracts';

/**
 * The words of an error toast (spec §8): without a title, the generic one ('There was an unexpected
 * error.' / '…please contact member services.'); a title of its own without text gets the default
 * body ('If the issue persists, please contact technical support.').
 */
export function errorToastWords(title?: string, message?: string): { title: string; text: string } {
  if (title === undefined) return { title: MESSAGES.genericErrorTitle, text: message ?? MESSAGES.genericErrorBody };
  return { title, text: message ?? MESSAGES.defaultErrorBody };
}

/** How recent an API failure must be for an error toast to quote its request id as that failure's. */
export const FAILURE_REFERENCE_MS = 5000;

/**
 * The request id an error toast quotes ("Reference: …"): the last failed API call's, when it failed
 * just now (the toast is that failure's), so a member's screenshot leads to the server's log lines.
 */
export function failureReference(last: { requestId?: string; at: number }, now: number): string | undefined {
  return last.requestId && now - last.at <= FAILURE_REFERENCE_MS ? last.requestId : undefined;
}

/** What makes two toasts "the same": their title and their text (a link or markup adds nothing). */
export const toastKey = (title: string, text: string) => `${title}\u0000${text}`;

/**
 * Remembers when each toast was last raised and says whether a new one may show: not when the same
 * toast was raised less than `windowMs` ago (spec §4: duplicates within 300 ms ignored). An ignored
 * repeat does not extend the window, so a toast raised every 200 ms still shows every other time.
 * Old entries are dropped as it goes, so a long session does not keep every toast it ever showed.
 */
export function duplicateFilter(windowMs: number) {
  const lastShown = new Map<string, number>();
  return (key: string, now: number): boolean => {
    const last = lastShown.get(key);
    if (last !== undefined && now - last < windowMs) return false;
    for (const [k, at] of lastShown) if (now - at >= windowMs) lastShown.delete(k);
    lastShown.set(key, now);
    return true;
  };
}

/** How long a toast stays before it closes by itself: never when persistent (spec §4). */
export const toastAutoClose = (persistent: boolean | undefined, lifetimeMs: number): number | false =>
  persistent ? false : lifetimeMs;

/**
 * The address to fetch a module from again after a failed dynamic import. Some browsers keep a failed
 * module import failed for the rest of the page's life (the module map remembers the failure), so the
 * same address would fail again even once the network is back; another query string makes it a new
 * module. Chromium and Firefox name the address in the error's message; without one there is nothing
 * to vary and the caller retries the same import.
 */
export function retryAddress(error: unknown, attempt: number): string | null {
  const message = error instanceof Error ? error.message : String(error);
  const found = message.match(/(https?:\/\/[^\s'"]+?\.m?js)(?:\?[^\s'"]*)?(?=$|[\s'"])/);
  if (!found) return null;
  return `${found[1]}?retry=${attempt}`;
}

/** Waits between fetches of the notification area after failures: 1 s, 2 s, 4 s … at most 30 s. */
export const retryDelayMs = (attempt: number) => Math.min(1000 * 2 ** Math.max(attempt - 1, 0), 30_000);
