import type { ConsensusImpressionBody } from '@pc/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** `POST /impression/case_consensus {contentId, userId}` (spec §7): a known reader opened a consensus. */
export const recordImpression = (body: ConsensusImpressionBody) =>
  apiFetch<unknown>('/impression/case_consensus', { method: 'POST', body });

// A lost impression is not the reader's concern: failures are neither retried nor shown.
export const useRecordImpression = () => useMutation({ mutationFn: recordImpression, retry: false });
