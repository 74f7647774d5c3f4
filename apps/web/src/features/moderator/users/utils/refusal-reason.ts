import { ApiError } from '../../../../lib/api-client';

/**
 * The server's own words for a refusal the administrator can act on (403: their own account; 409: a
 * conflict such as a restored user's e-mail now taken), shown under the spec's toast title. Other
 * failures keep the toast's default text.
 */
export const refusalReason = (err: unknown): string | undefined =>
  err instanceof ApiError && (err.status === 403 || err.status === 409) ? err.message : undefined;
