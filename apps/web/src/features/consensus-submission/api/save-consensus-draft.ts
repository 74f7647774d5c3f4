import type { ConsensusDraft, ConsensusDraftBody } from '@pc/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** `PUT /drafts/consensus/{topicId}`: the wizard's form as it stands, kept for the writer's other devices. */
export const saveConsensusDraft = (topicId: number, body: ConsensusDraftBody) =>
  apiFetch<ConsensusDraft>(`/drafts/consensus/${topicId}`, { method: 'PUT', body });

export const useSaveConsensusDraft = (topicId: number) =>
  useMutation({
    mutationKey: ['save-consensus-draft'],
    mutationFn: (body: ConsensusDraftBody) => saveConsensusDraft(topicId, body),
  });
