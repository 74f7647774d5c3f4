import { z } from 'zod';
import { rowIdSchema } from './common.js';

/** `POST /events/log_answer_form_focus`: recorded once per question view, only for one's own view. */
export const answerFormFocusBodySchema = z.object({ topicViewId: rowIdSchema });
export type AnswerFormFocusBody = z.infer<typeof answerFormFocusBodySchema>;

/** `recorded` is false when this view's focus was already logged (the call is idempotent). */
export const answerFormFocusResultSchema = z.object({ success: z.boolean(), recorded: z.boolean() });
export type AnswerFormFocusResult = z.infer<typeof answerFormFocusResultSchema>;
