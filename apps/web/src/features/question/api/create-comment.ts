import type { CreateCommentBody, SavedComment } from '@pc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { track } from '../../../lib/analytics';
import { ApiError, apiFetch } from '../../../lib/api-client';
import { threadItemOf } from '../utils/thread-pages';
import { addThreadComment, invalidateAfterAnswer, invalidateAroundThread, rememberSavedAnswer } from './thread-cache';

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
    onSuccess: (saved) => {
      // A comment goes first under its answer at once; the loaded pages need not be read again.
      // Nor is the next question waited for: the comment form closes as the comment appears.
      if (saved.replyTo !== null) {
        addThreadComment(queryClient, topicId, threadItemOf(saved));
        void invalidateAroundThread(queryClient);
        return;
      }
      // An answer changes the thread's size and may reveal the responses: it is read again, and the
      // answer is kept so it shows even when its order puts it on a page not loaded.
      rememberSavedAnswer(queryClient, topicId, saved);
      return invalidateAfterAnswer(queryClient, topicId);
    },
    onError: trackFailedAnswer,
  });
}
