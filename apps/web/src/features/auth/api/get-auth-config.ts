import type { AuthConfig } from '@pc/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export type { AuthConfig };

/**
 * `GET /auth/config` (public): which OIDC issuer signs members in. The built-in one by default, or
 * the external issuer named by OIDC_ISSUER / OIDC_AUDIENCE / OIDC_CLIENT_ID on the server. The
 * server's route encodes it through `authConfigSchema`; it is not parsed again here because that
 * would load zod on every page before anything is painted (bench/README.md, web budgets).
 */
export const getAuthConfig = () => apiFetch<AuthConfig>('/auth/config');

export const authConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'config'],
    queryFn: getAuthConfig,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

export const useAuthConfig = () => useQuery(authConfigQueryOptions());
