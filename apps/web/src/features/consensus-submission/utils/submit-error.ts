import { CONSENSUS_MESSAGES, summaryErrorText } from '@pc/contracts';

/**
 * What a failed submission says (spec §8): the server's validation text when it refused the data
 * (400 or 422), otherwise 'There was an error submitting, please refresh and try again'. A refusal
 * for suspected patient identifiers never comes here: the wizard reviews its findings instead
 * (use-summary-phi-review.ts).
 */
export function submitErrorText(error: unknown): string {
  const e = error as { status?: number; message?: string; errors?: { message: string }[] } | null;
  if (e && (e.status === 400 || e.status === 422)) {
    if (e.errors && e.errors.length > 0) return summaryErrorText(e.errors);
    if (e.message) return e.message;
  }
  return CONSENSUS_MESSAGES.submitFailed;
}
