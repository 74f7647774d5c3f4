import { isDisclaimerRequired } from '../../disclaimer/ask-for-disclaimer';
import { ApiError } from '../../../lib/api-client';
import { phiFindingsOf } from '../../phi/review';

/** The server's message for the text field of a rejected answer or comment (spec §5 wording), if any. */
export function textFieldError(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const field = error.errors?.find((e) => e.path === 'text' || e.path.endsWith('.text'));
  return field?.message ?? null;
}

export type ActionFailure =
  /** The session expired: the API client already tells the member and signs them out. */
  | { kind: 'session' }
  /** The text was refused (or may identify a patient): the form shows why under the field. */
  | { kind: 'field' }
  /** The member has not agreed to the disclaimer yet: the disclaimer prompt opens. */
  | { kind: 'disclaimer' }
  /** The answer or comment is gone (deleted meanwhile): spec §8 'Comments Not Found'. */
  | { kind: 'not_found' }
  /** A rule of the question refused the action (it closed, the member already answered): the server says which. */
  | { kind: 'refused'; message: string }
  /** Anything else: the generic toast with Contact Member Services. */
  | { kind: 'generic' };

export function classifyFailure(error: unknown): ActionFailure {
  if (!(error instanceof ApiError)) return { kind: 'generic' };
  if (error.status === 401) return { kind: 'session' };
  if (isDisclaimerRequired(error)) return { kind: 'disclaimer' };
  if (textFieldError(error) || phiFindingsOf(error)) return { kind: 'field' };
  if (error.status === 404) return { kind: 'not_found' };
  if ((error.status === 400 || error.status === 409) && (error.errors ?? []).length === 0 && error.message) {
    return { kind: 'refused', message: error.message };
  }
  return { kind: 'generic' };
}

/** Loading the question: 404, or a malformed id (400), sends the member to a feed with the redirect notice (spec §2). */
export const isQuestionMissing = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);
