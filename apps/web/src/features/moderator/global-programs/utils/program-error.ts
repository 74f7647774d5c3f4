import { GLOBAL_PROGRAM_MESSAGES } from '@pc/contracts';
import { ApiError } from '../../../../lib/api-client';

/**
 * The text a failed call shows (spec §8): the server's message for a refusal it explained (4xx:
 * 'Error: not found', a priority out of range, a program already confirmed), else the default.
 * A 5xx or a network failure has nothing useful to say, so the page asks for a refresh.
 */
export function programErrorMessage(err: unknown): string {
  if (err instanceof ApiError && err.status >= 400 && err.status < 500 && err.message) return err.message;
  return GLOBAL_PROGRAM_MESSAGES.failed;
}
