import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** `POST /ads/{id}/impression`: one per ad shown. A failure (e.g. the limit) is not the reader's concern. */
export const recordAdImpression = (id: number) =>
  apiFetch<{ success: boolean }>(`/ads/${id}/impression`, { method: 'POST' }).catch(() => undefined);

export const useRecordAdImpression = () => useMutation({ mutationFn: recordAdImpression, retry: false });
