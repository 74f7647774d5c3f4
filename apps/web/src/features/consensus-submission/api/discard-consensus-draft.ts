import { useMutation } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api-client';

/** `DELETE /drafts/consensus/{topicId}`: "Discard draft", and after a submission. Already gone is fine. */
export async function discardConsensusDraft(topicId: number): Promise<void> {
  try {
    await apiFetch<{ success: boolean }>(`/drafts/consensus/${topicId}`, { method: 'DELETE' });
  } catch (err) {
    if (!(err instanceof ApiError && err.status === 404)) throw err;
  }
}

export const useDiscardConsensusDraft = (topicId: number) =>
  useMutation({ mutationKey: ['discard-consensus-draft'], mutationFn: () => discardConsensusDraft(topicId) });
