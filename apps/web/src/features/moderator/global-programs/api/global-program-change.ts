import type { GlobalProgramList } from '@pc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { globalProgramsQueryOptions } from './get-global-programs';

/**
 * A priority change answers the whole list as the server settled it: the table shows that at once.
 * On a refusal the list is fetched again, since another moderator may have changed it meanwhile.
 */
export function useGlobalProgramChange<Vars>(send: (vars: Vars) => Promise<GlobalProgramList>) {
  const queryClient = useQueryClient();
  const { queryKey } = globalProgramsQueryOptions();
  return useMutation({
    mutationFn: send,
    onSuccess: (list) => queryClient.setQueryData(queryKey, list),
    onError: () => queryClient.invalidateQueries({ queryKey }),
  });
}
