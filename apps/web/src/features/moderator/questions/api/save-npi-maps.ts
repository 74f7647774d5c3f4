import type { NpiPair } from '@pc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';

/** `POST /internal/topics/npi`: each named question's map becomes exactly its rows. */
export const saveNpiMaps = (npiMap: NpiPair[]) =>
  apiFetch<{ questions: number; rows: number }>('/internal/topics/npi', { method: 'POST', body: { npiMap } });

export function useSaveNpiMaps() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNpiMaps,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['internal-topics'] }),
  });
}
