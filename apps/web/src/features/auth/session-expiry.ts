/**
 * Spec §4/§8 session expiry: the first 401 (or 403 on loading the current user) shows the notice and
 * signs out after the delay; every further failure while that is under way changes nothing, so a page
 * whose ten calls fail at once shows one toast and signs out once.
 */
export interface SessionExpiry {
  /** Starts the countdown; returns false when one is already running. */
  trigger(): boolean;
  /** Forgets a countdown (a new session began or sign-out already happened). */
  reset(): void;
  readonly pending: boolean;
}

export function createSessionExpiry(options: {
  notify: () => void;
  signOut: () => void;
  delayMs: number;
  schedule?: (fn: () => void, ms: number) => unknown;
  cancel?: (handle: unknown) => void;
}): SessionExpiry {
  const schedule = options.schedule ?? ((fn, ms) => setTimeout(fn, ms));
  const cancel = options.cancel ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  let handle: unknown = null;
  let pending = false;
  return {
    trigger() {
      if (pending) return false;
      pending = true;
      options.notify();
      handle = schedule(() => {
        handle = null;
        options.signOut();
      }, options.delayMs);
      return true;
    },
    reset() {
      if (handle !== null) cancel(handle);
      handle = null;
      pending = false;
    },
    get pending() {
      return pending;
    },
  };
}
