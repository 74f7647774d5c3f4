import type { ConsensusReviewItem } from '@pc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { refreshAfterReview } from '../utils/refresh-after-review';

/** `POST /consensus/{id}/return {note}`: back to its author (as a draft) with the reviewer's note. */
export const returnConsensus = ({ id, note }: { id: number; note: string }) =>
  apiFetch<ConsensusReviewItem>(`/consensus/${id}/return`, { method: 'POST', body: { note } });

export function useReturnConsensus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: returnConsensus,
    onSuccess: (_item, { id }) => refreshAfterReview(queryClient, id),
  });
}
