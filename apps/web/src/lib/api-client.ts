import { type ErrorBody, MESSAGES } from '@pc/contracts';

/** An API failure with the server's stable `code`; switch on `status`/`code`, never on the message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly errors: ErrorBody['errors'] = [],
    /** The whole error body, for the codes that carry more than a message (`phi_suspected`'s findings). */
    readonly body: Record<string, unknown> = {},
    /** The server's X-Request-Id of the call: shown in the error toast and sent with the error report. */
    readonly requestId?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * The id of the API call that failed last, and when: the error toast, raised by the caller a moment later
 * without the error in hand, shows it so a member's screenshot leads to the server's log lines.
 */
export const lastFailure: { requestId?: string; at: number } = { at: 0 };

type TokenProvider = () => Promise<string | null> | string | null;
type SessionExpiredHandler = (error: ApiError, path: string) => void;

let tokenProvider: TokenProvider = () => null;
let onSessionExpired: SessionExpiredHandler = () => {};

/** The auth provider registers how to get the current access token and what a 401 means. */
export function configureApiClient(options: { token: TokenProvider; sessionExpired: SessionExpiredHandler }) {
  tokenProvider = options.token;
  onSessionExpired = options.sessionExpired;
}

export const API_BASE = '/api/v1';

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null | (string | number)[]>;
  signal?: AbortSignal;
}

export function buildQuery(query: ApiRequest['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const v of value) params.append(key, String(v));
    else params.set(key, String(value));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

/**
 * One request to the API with the session's bearer token and no caching; a failure becomes an
 * ApiError with the server's stable code (a 401 also tells the session it expired). Every call
 * below goes through here.
 */
async function send(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: BodyInit; signal?: AbortSignal },
  path: string,
): Promise<Response> {
  const token = await tokenProvider();
  const headers: Record<string, string> = { 'cache-control': 'no-cache', pragma: 'no-cache', ...init.headers };
  if (token) headers.authorization = `Bearer ${token}`;
  let res: Response;
  try {
    res = await fetch(url, {
      method: init.method ?? 'GET',
      headers,
      body: init.body,
      cache: 'no-store',
      signal: init.signal,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, 'network_error', MESSAGES.unknownError);
  }
  // 304: the caller sent If-None-Match and keeps what it had (apiFetchIfChanged).
  if (!res.ok && res.status !== 304) {
    const e = (await res.json().catch(() => null)) as Partial<ErrorBody> | null;
    // The header is there even when a proxy replaced the body; the body's copy is for a missing header.
    const requestId = res.headers.get('x-request-id') ?? (typeof e?.requestId === 'string' ? e.requestId : undefined);
    lastFailure.requestId = requestId;
    lastFailure.at = Date.now();
    const error = new ApiError(
      res.status,
      e?.code ?? 'unknown',
      // A proxy's or a crashed server's page is no error body: the spec's unknown-error text (§8).
      typeof e?.message === 'string' && e.message !== '' ? e.message : MESSAGES.unknownError,
      e?.errors ?? [],
      (e ?? {}) as Record<string, unknown>,
      requestId,
    );
    if (res.status === 401) onSessionExpired(error, path);
    throw error;
  }
  return res;
}

/** Every call: bearer token, no caching, JSON in and out, typed errors. */
export async function apiFetch<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const json = request.body !== undefined;
  const res = await send(
    `${API_BASE}${path}${buildQuery(request.query)}`,
    {
      method: request.method,
      headers: json ? { 'content-type': 'application/json' } : {},
      body: json ? JSON.stringify(request.body) : undefined,
      signal: request.signal,
    },
    path,
  );
  if (res.status === 204) return undefined as T;
  return (await res.json().catch(() => null)) as T;
}

/**
 * A GET revalidated with its ETag: sends If-None-Match with the last ETag of `path` and, on 304,
 * returns the value kept with it. For cheap polls (the bell's unread count).
 */
const lastByEtag = new Map<string, { etag: string; value: unknown }>();
export async function apiFetchIfChanged<T>(path: string, signal?: AbortSignal): Promise<T> {
  const last = lastByEtag.get(path);
  const res = await send(`${API_BASE}${path}`, { headers: last ? { 'if-none-match': last.etag } : {}, signal }, path);
  if (res.status === 304 && last) return last.value as T;
  const value = (await res.json()) as T;
  const etag = res.headers.get('etag');
  if (etag) lastByEtag.set(path, { etag, value });
  return value;
}

/**
 * A file from an API path the server handed out (e.g. a CSV download link): fetched with the bearer
 * token like every call, so download links are worthless without a session.
 */
export async function apiDownload(path: string): Promise<Blob> {
  if (!path.startsWith(`${API_BASE}/`)) throw new ApiError(0, 'bad_download', 'Not an API download link');
  return (await send(path, {}, path)).blob();
}

/**
 * `POST` of a file as the raw body (an image upload): bearer token and typed errors like apiFetch,
 * the file's own content type instead of JSON. `headers` carry what a raw body cannot (an image's
 * `x-phi-confirmations`).
 */
export async function apiUpload<T>(
  path: string,
  file: Blob,
  options: { signal?: AbortSignal; headers?: Record<string, string> } = {},
): Promise<T> {
  const res = await send(
    `${API_BASE}${path}`,
    { method: 'POST', headers: { ...options.headers, 'content-type': file.type }, body: file, signal: options.signal },
    path,
  );
  return (await res.json().catch(() => null)) as T;
}
