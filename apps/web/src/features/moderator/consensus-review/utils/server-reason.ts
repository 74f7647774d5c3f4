import { ApiError } from '../../../../lib/api-client';

/**
 * The server's own words for a refusal a reviewer can understand (403: their own consensus; 404: it
 * is gone; 409: someone else already published or returned it; 400: the note). Other failures keep
 * the error toast's default text.
 */
export const serverReason = (err: unknown): string | undefined =>
  err instanceof ApiError && err.status >= 400 && err.status < 500 && err.status !== 401 ? err.message : undefined;
