import type { ConsensusData, SubmittedConsensus } from '@pc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { resubmitConsensus } from './resubmit-consensus';

/** `POST /strapi {data}`: a new summary, which lands in review (spec §7). */
export const submitConsensus = (data: ConsensusData) =>
  apiFetch<SubmittedConsensus>('/strapi', { method: 'POST', body: { data } });

/** Sends the summary: a new one, or the returned summary `editId` again. */
export function useSubmitConsensus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ editId, data }: { editId: number | null; data: ConsensusData }) =>
      editId === null ? submitConsensus(data) : resubmitConsensus(editId, data),
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
