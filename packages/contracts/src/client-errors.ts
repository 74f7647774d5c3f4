import { z } from 'zod';
import { CLIENT_ERROR_KINDS, CLIENT_ERROR_LIMITS, clientErrorPath } from './client-error-rules.js';

// ---------------------------------------------------------------------------------------------------
// Client error reports (issue 12, spec §8). Rules, caps and the scrubber are in client-error-rules.ts.
// ---------------------------------------------------------------------------------------------------

const capped = (max: number) => z.string().max(max, `Text must be at most ${max} characters long.`);

/** `POST client-errors`: one failure in a browser, already scrubbed there (the server scrubs again). */
export const clientErrorReportSchema = z.object({
  kind: z.enum(CLIENT_ERROR_KINDS),
  /** The failed action: a query's or mutation's key (`topics/detail`), or the page's route. */
  name: capped(CLIENT_ERROR_LIMITS.name).optional(),
  message: capped(CLIENT_ERROR_LIMITS.message),
  /** The API's HTTP status for a failed call (0: no answer); absent for script errors. */
  status: z.number().int().min(0).max(599).optional(),
  /** The API's stable error code (`validation_failed`, `network_error`, …). */
  code: capped(CLIENT_ERROR_LIMITS.code).optional(),
  /** The page's path; a query string or fragment is cut off here too. */
  path: capped(CLIENT_ERROR_LIMITS.path).transform(clientErrorPath).optional(),
  /** The web app's build (`VITE_RELEASE`). */
  release: capped(CLIENT_ERROR_LIMITS.release).optional(),
  /** The failed API call's X-Request-Id: leads from this report to the server's log lines of that call. */
  requestId: capped(CLIENT_ERROR_LIMITS.requestId).optional(),
});
export type ClientErrorReport = z.input<typeof clientErrorReportSchema>;

export const clientErrorResponseSchema = z.object({
  /** False when the report was one the spec ignores ('Object Not Found Matching Id'). */
  recorded: z.boolean(),
});
