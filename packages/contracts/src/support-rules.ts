/**
 * The support form's rules (`POST support/messages`, spec §8 support texts), shared by the page and the
 * server's schema (`support.ts`) so both refuse with the same words. Kept free of zod: the support page
 * is open to everyone, members included (zod-free.test.ts).
 */
import { MESSAGES } from './constants.js';

export const SUPPORT_MESSAGES = {
  /** Spec §8. */
  sent: 'Email sent to support successfully!',
  /** Spec §8. */
  failed: 'Error while sending email!',
} as const;

/** Longest values: a name, an address (RFC 5321's 254), a subject line, a message a person writes by hand. */
export const SUPPORT_LIMITS = { name: 100, email: 254, subject: 150, message: 5000 } as const;

export type SupportField = keyof typeof SUPPORT_LIMITS;
export const SUPPORT_FIELDS = Object.keys(SUPPORT_LIMITS) as SupportField[];

/** zod's own e-mail pattern, so the form and the server accept the same addresses. */
export const SUPPORT_EMAIL_PATTERN =
  /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export interface SupportMessageInput {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** The message for one field's value, or null when it is fine (the server's schema says the same). */
export function supportFieldError(field: SupportField, value: string): string | null {
  const text = value.trim();
  if (text === '') return MESSAGES.required;
  if (text.length > SUPPORT_LIMITS[field]) return MESSAGES.tooLong(SUPPORT_LIMITS[field]);
  if (field === 'email' && !SUPPORT_EMAIL_PATTERN.test(text)) return MESSAGES.email;
  return null;
}

/** Every field's message; empty when the form may be sent. */
export function supportMessageIssues(input: SupportMessageInput): Partial<Record<SupportField, string>> {
  const issues: Partial<Record<SupportField, string>> = {};
  for (const field of SUPPORT_FIELDS) {
    const error = supportFieldError(field, input[field]);
    if (error) issues[field] = error;
  }
  return issues;
}
