import type { ConsensusData, PhiConfirmation, SubmittedConsensus } from '@pc/contracts';
import { apiFetch } from '../../../lib/api-client';

/**
 * `PUT /strapi/consensus-summaries/{id} {data, phiConfirmations?}`: a returned summary sent again by
 * its author; it goes back to review. The wizard sends it through `useSubmitConsensus`
 * (submit-consensus.ts).
 */
export const resubmitConsensus = (id: number, data: ConsensusData, phiConfirmations?: PhiConfirmation[]) =>
  apiFetch<SubmittedConsensus>(`/strapi/consensus-summaries/${id}`, {
    method: 'PUT',
    body: { data, phiConfirmations },
  });
