import {
  CLIENT_ERROR_LIMITS,
  type ClientErrorKind,
  type ClientErrorReport,
  clientErrorPath,
  isIgnoredClientError,
  scrubClientText,
} from '@pc/contracts';
import { API_BASE, ApiError } from './api-client';

/**
 * Client error reporting (spec §8): every failed action (query or mutation; 4xx as warnings, which the
 * server decides from the status), every unhandled rejection ('Unhandled Rejection') and uncaught
 * error goes to `POST client-errors`, which logs it and forwards it to the error service when one is
 * configured. Texts are scrubbed here (tokens, code parameters, e-mail addresses) and again on the
 * server; the page's path goes without its query string. Zod-free and small: every page loads it.
 */
export interface ErrorToReport {
  kind: ClientErrorKind;
  /** The failed action, e.g. a query key's names (`topics/detail`). */
  name?: string;
  message: string;
  status?: number;
  code?: string;
  /** The failed API call's X-Request-Id. */
  requestId?: string;
}

/** The same report again within this long is dropped: a broken page fails the same way many times. */
const REPEAT_WINDOW_MS = 10_000;
/** At most this many reports a minute from one page, whatever they are. */
const BURST_MAX = 10;

const clip = (text: string | undefined, max: number) =>
  text === undefined ? undefined : scrubClientText(text).slice(0, max);

export interface ErrorReporterOptions {
  send: (body: string) => void;
  path: () => string;
  now?: () => number;
  release?: string;
}

export function createErrorReporter(o: ErrorReporterOptions) {
  const now = o.now ?? Date.now;
  const lastSent = new Map<string, number>();
  let burst: number[] = [];
  /** Errors already reported as failed actions, so their unhandled rejection is not a second report. */
  const reported = new WeakSet<object>();

  function report(error: ErrorToReport, cause?: unknown): boolean {
    if (typeof cause === 'object' && cause !== null) {
      if (reported.has(cause)) return false;
      reported.add(cause);
    }
    if (isIgnoredClientError(error.message)) return false;
    const body: ClientErrorReport = {
      kind: error.kind,
      name: clip(error.name, CLIENT_ERROR_LIMITS.name),
      message: clip(error.message, CLIENT_ERROR_LIMITS.message) ?? '',
      status: error.status,
      code: clip(error.code, CLIENT_ERROR_LIMITS.code),
      path: clientErrorPath(o.path()),
      release: clip(o.release, CLIENT_ERROR_LIMITS.release),
      requestId: clip(error.requestId, CLIENT_ERROR_LIMITS.requestId),
    };
    const key = [body.kind, body.name, body.status, body.code, body.message].join('|');
    const at = now();
    if ((lastSent.get(key) ?? Number.NEGATIVE_INFINITY) > at - REPEAT_WINDOW_MS) return false;
    burst = burst.filter((t) => t > at - 60_000);
    if (burst.length >= BURST_MAX) return false;
    burst.push(at);
    lastSent.set(key, at);
    if (lastSent.size > 100) lastSent.clear();
    o.send(JSON.stringify(body));
    return true;
  }

  return {
    report,
    /** A failed query or mutation: its name, and the API's status and code when it was an API call. */
    failedAction(error: unknown, name: string) {
      const api = error instanceof ApiError ? error : null;
      return report(
        {
          kind: 'failed_action',
          name,
          message: error instanceof Error ? error.message : String(error),
          status: api?.status,
          code: api?.code,
          requestId: api?.requestId,
        },
        error,
      );
    },
    unhandledRejection(reason: unknown) {
      const message = reason instanceof Error ? `${reason.name}: ${reason.message}` : String(reason);
      return report({ kind: 'unhandled_rejection', message }, reason);
    },
    uncaughtError(message: string, error?: unknown) {
      // Another origin's script: the browser hides everything but this text.
      if (message === 'Script error.' || message === 'Script error') return false;
      return report({ kind: 'uncaught_error', message }, error);
    },
  };
}

/**
 * A query's or mutation's name from its key: the first word, and the second when more follow it. Keys
 * end with their parameters (`['app-hc-users', search]`, `['consensus', 'list', specialty]`), which may
 * be a search or a name, so a key's last element is never sent.
 */
export function actionName(key: readonly unknown[] | undefined, fallback = 'query'): string {
  const [first, second] = key ?? [];
  if (typeof first !== 'string') return fallback;
  return typeof second === 'string' && (key?.length ?? 0) > 2 ? `${first}/${second}` : first;
}

const env = import.meta.env as Record<string, string | undefined>;

/** Sent without the session's token and kept alive past a page change; a failure to report is ignored. */
function sendReport(body: string) {
  if (typeof fetch === 'undefined') return;
  fetch(`${API_BASE}/client-errors`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    keepalive: true,
    credentials: 'omit',
  }).catch(() => {});
}

export const errorReporter = createErrorReporter({
  send: sendReport,
  path: () => (typeof location === 'undefined' ? '/' : location.pathname),
  release: env.VITE_RELEASE,
});

let installed = false;

/** Once, at start-up: unhandled rejections and uncaught errors of the whole page. */
export function installErrorReporting(target: Window) {
  if (installed) return;
  installed = true;
  target.addEventListener('unhandledrejection', (event) => errorReporter.unhandledRejection(event.reason));
  target.addEventListener('error', (event) => errorReporter.uncaughtError(event.message, event.error));
}
