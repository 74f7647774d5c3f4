import type { FlagBody } from '@pc/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** `POST /topics/{id}/flag`: reports the question (or one of its answers) to support. */
export const flagTopic = (topicId: number, body: FlagBody) =>
  apiFetch<{ success: boolean }>(`/topics/${topicId}/flag`, { method: 'POST', body });

export const useFlagTopic = (topicId: number) =>
  useMutation({ mutationFn: (body: FlagBody) => flagTopic(topicId, body) });
