import type { CreateCommentBody, SavedComment } from '@pc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { invalidateAfterAnswer } from './get-comments';

/** `POST /comments`: an answer, or a comment on an answer when `replyTo` is set. */
export const createComment = (body: CreateCommentBody) => apiFetch<SavedComment>('/comments', { method: 'POST', body });

export function useCreateComment(topicId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createComment,
    onSuccess: () => invalidateAfterAnswer(queryClient, topicId),
  });
}
