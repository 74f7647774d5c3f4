import type { QueryClient } from '@tanstack/react-query';

/**
 * After a review action: the lists and every cached copy of that consensus (its status changed, or it
 * is gone). Keys: ours (['consensus', 'review', scope]) and the reader pages' (['consensus', 'summary',
 * id, status], ['consensus', 'list', ...]).
 */
export function refreshAfterReview(queryClient: QueryClient, id: number) {
  queryClient.removeQueries({ queryKey: ['consensus', 'summary', id] });
  void queryClient.invalidateQueries({ queryKey: ['consensus', 'review'] });
  void queryClient.invalidateQueries({ queryKey: ['consensus', 'list'] });
}
