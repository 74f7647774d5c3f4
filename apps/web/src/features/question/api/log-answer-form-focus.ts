import type { AnswerFormFocusResult } from '@pc/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** `POST /events/log_answer_form_focus`: the member started writing an answer in this question view. */
export const logAnswerFormFocus = (topicViewId: number) =>
  apiFetch<AnswerFormFocusResult>('/events/log_answer_form_focus', { method: 'POST', body: { topicViewId } });

export const useLogAnswerFormFocus = () => useMutation({ mutationFn: logAnswerFormFocus });
