import type { ConsensusData, PhiConfirmation, SubmittedConsensus } from '@pc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { resubmitConsensus } from './resubmit-consensus';

/**
 * `POST /strapi {data, phiConfirmations?}`: a new summary, which lands in review (spec §7). The
 * confirmations are the author's word on suspected patient identifiers (issue 14).
 */
export const submitConsensus = (data: ConsensusData, phiConfirmations?: PhiConfirmation[]) =>
  apiFetch<SubmittedConsensus>('/strapi', { method: 'POST', body: { data, phiConfirmations } });

/** Sends the summary: a new one, or the returned summary `editId` again. */
export function useSubmitConsensus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      editId,
      data,
      phiConfirmations,
    }: {
      editId: number | null;
      data: ConsensusData;
      phiConfirmations?: PhiConfirmation[];
    }) =>
      editId === null ? submitConsensus(data, phiConfirmations) : resubmitConsensus(editId, data, phiConfirmations),
    onSuccess: (_, { editId }) => {
      // The review queue and the author's own list now hold it (features/moderator/consensus-review).
      void queryClient.invalidateQueries({ queryKey: ['consensus', 'review'] });
      if (editId !== null) {
        queryClient.removeQueries({ queryKey: ['consensus', 'source', editId] });
        // The reviewer's preview of it (features/consensus) must show the new text.
        queryClient.removeQueries({ queryKey: ['consensus', 'summary', editId] });
      }
    },
  });
}
