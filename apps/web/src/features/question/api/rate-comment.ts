import type { CommentsResponse, RatingResult, RatingValue } from '@pc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { commentsQueryKey } from './get-comments';

/** `POST /comments/{id}/ratings`: first vote adds, the same value again removes, the other value moves. */
export const rateComment = (id: number, rating: RatingValue) =>
  apiFetch<RatingResult>(`/comments/${id}/ratings`, { method: 'POST', body: { rating } });

export function useRateComment(topicId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, rating }: { id: number; rating: RatingValue }) => rateComment(id, rating),
    onSuccess: (result) => {
      queryClient.setQueriesData<CommentsResponse>({ queryKey: commentsQueryKey(topicId) }, (thread) =>
        thread
          ? {
              ...thread,
              comments: thread.comments.map((a) =>
                a.id === result.id
                  ? { ...a, userVote: result.userVote, rating: result.rating, adjustedRating: result.adjustedRating }
                  : a,
              ),
            }
          : thread,
      );
    },
  });
}
