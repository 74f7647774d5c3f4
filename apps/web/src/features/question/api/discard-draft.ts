import { useMutation } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api-client';
import type { DraftTarget } from './get-draft';

/** `DELETE /drafts/{kind}/{targetId}`: "Discard draft". Already gone (404) is what was asked. */
export async function discardDraft(target: DraftTarget): Promise<void> {
  try {
    await apiFetch<{ success: boolean }>(`/drafts/${target.kind}/${target.targetId}`, { method: 'DELETE' });
  } catch (err) {
    if (!(err instanceof ApiError && err.status === 404)) throw err;
  }
}

export const useDiscardDraft = (target: DraftTarget | undefined) =>
  useMutation({
    mutationKey: ['discard-draft'],
    mutationFn: () => (target ? discardDraft(target) : Promise.resolve()),
  });
