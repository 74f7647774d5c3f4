import type { RatingResult, RatingValue } from '@pc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { applyRating } from '../utils/thread-pages';
import { changeThreadItem } from './thread-cache';

/** `POST /comments/{id}/ratings`: first vote adds, the same value again removes, the other value moves. */
export const rateComment = (id: number, rating: RatingValue) =>
  apiFetch<RatingResult>(`/comments/${id}/ratings`, { method: 'POST', body: { rating } });

/** The vote shows in the loaded pages at once; the answer keeps its place until the thread is read again. */
export function useRateComment(topicId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, rating }: { id: number; rating: RatingValue }) => rateComment(id, rating),
    onSuccess: (result) => changeThreadItem(queryClient, topicId, result.id, applyRating(result)),
  });
}
