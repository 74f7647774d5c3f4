import type { SavedComment, UpdateCommentBody } from '@pc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { applyEdit } from '../utils/thread-pages';
import { changeThreadItem, invalidateAfterAnswer } from './thread-cache';

/** `PATCH /comments/{id}`: edits one's own answer or comment. */
export const updateComment = (id: number, body: UpdateCommentBody) =>
  apiFetch<SavedComment>(`/comments/${id}`, { method: 'PATCH', body });

/**
 * The new text shows at once wherever the answer is held (also the just-saved answer that no loaded
 * page holds); then the thread is read again.
 */
export function useUpdateComment(topicId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateCommentBody & { id: number }) => updateComment(id, body),
    onSuccess: (saved) => {
      changeThreadItem(queryClient, topicId, saved.id, applyEdit(saved));
      return invalidateAfterAnswer(queryClient, topicId);
    },
  });
}
