import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { actionName, errorReporter } from './error-reporting';

export const queryClient = new QueryClient({
  // Every failed action is reported (spec §8), once, after its retries.
  queryCache: new QueryCache({
    onError: (error, query) => errorReporter.failedAction(error, actionName(query.queryKey)),
  }),
  mutationCache: new MutationCache({
    onError: (error, _variables, _context, mutation) =>
      errorReporter.failedAction(error, actionName(mutation.options.mutationKey, 'mutation')),
  }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // A 4xx will not fix itself by retrying.
      retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
    },
  },
});
