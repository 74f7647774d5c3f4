import type { ConsensusReviewItem } from '@pc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { refreshAfterReview } from '../utils/refresh-after-review';

/** `POST /consensus/{id}/publish`: a reviewer publishes a consensus in review (never their own). */
export const publishConsensus = (id: number) =>
  apiFetch<ConsensusReviewItem>(`/consensus/${id}/publish`, { method: 'POST' });

export function usePublishConsensus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishConsensus,
    onSuccess: (_item, id) => refreshAfterReview(queryClient, id),
  });
}
