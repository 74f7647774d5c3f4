import type { SavedComment, UpdateCommentBody } from '@pc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { invalidateAfterAnswer } from './get-comments';

/** `PATCH /comments/{id}`: edits one's own answer or comment. */
export const updateComment = (id: number, body: UpdateCommentBody) =>
  apiFetch<SavedComment>(`/comments/${id}`, { method: 'PATCH', body });

export function useUpdateComment(topicId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, text }: { id: number; text: string }) => updateComment(id, { text }),
    onSuccess: () => invalidateAfterAnswer(queryClient, topicId),
  });
}
