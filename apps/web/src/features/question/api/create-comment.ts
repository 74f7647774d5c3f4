import type { CreateCommentBody, SavedComment } from '@pc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { track } from '../../../lib/analytics';
import { ApiError, apiFetch } from '../../../lib/api-client';
import { invalidateAfterAnswer } from './get-comments';

/** `POST /comments`: an answer, or a comment on an answer when `replyTo` is set. */
export const createComment = (body: CreateCommentBody) => apiFetch<SavedComment>('/comments', { method: 'POST', body });

/** Spec §8: a failed answer submit goes to analytics with the API's code and errors (never the text). */
export function trackFailedAnswer(error: unknown, body: CreateCommentBody) {
  if (body.replyTo != null) return;
  const api = error instanceof ApiError ? error : null;
  track('answer_submit_failed', {
    status: api?.status ?? 0,
    code: api?.code ?? 'unknown',
    errors: api?.errors?.map((e) => e.message).join('; ') || undefined,
  });
}

export function useCreateComment(topicId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['comments', 'create'],
    mutationFn: createComment,
    onSuccess: () => invalidateAfterAnswer(queryClient, topicId),
    onError: trackFailedAnswer,
  });
}
