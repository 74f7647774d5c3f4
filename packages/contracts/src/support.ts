import { z } from 'zod';
import { MESSAGES } from './constants.js';
import { SUPPORT_EMAIL_PATTERN, SUPPORT_LIMITS, type SupportField } from './support-rules.js';

// ---------------------------------------------------------------------------------------------------
// Support form (issue 12; spec §8 'Email sent to support successfully!' / 'Error while sending email!').
// The rules live in support-rules.ts (zod-free, the page uses them); this is the API's schema of them.
// ---------------------------------------------------------------------------------------------------

const field = (name: SupportField) =>
  z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, MESSAGES.required)
    .max(SUPPORT_LIMITS[name], MESSAGES.tooLong(SUPPORT_LIMITS[name]));

/** `POST support/messages`: what the visitor wrote; replies go to `email`. */
export const supportMessageBodySchema = z.object({
  name: field('name'),
  // Checked for its form only once present and short enough: one message per field, as the page shows.
  email: field('email').pipe(z.string().regex(SUPPORT_EMAIL_PATTERN, MESSAGES.email)),
  subject: field('subject'),
  message: field('message'),
});
export type SupportMessageBody = z.input<typeof supportMessageBodySchema>;

export const supportMessageResponseSchema = z.object({
  /** Spec §8: 'Email sent to support successfully!' */
  message: z.string(),
});
export type SupportMessageResponse = z.infer<typeof supportMessageResponseSchema>;
