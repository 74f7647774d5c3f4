import { AUTH_CONFIG_ELEMENT_ID, type AuthConfig } from '@pc/contracts';
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

/**
 * The same answer as the server wrote it into the page (apps/api/src/plugins/spa.ts), so the session
 * does not wait a round trip for it; absent (the dev server, a unit test), the route is asked.
 */
function servedAuthConfig(): AuthConfig | undefined {
  const element = typeof document === 'undefined' ? null : document.getElementById(AUTH_CONFIG_ELEMENT_ID);
  if (!element?.textContent) return undefined;
  try {
    const served = JSON.parse(element.textContent) as Partial<AuthConfig>;
    return typeof served.issuer === 'string' && typeof served.clientId === 'string'
      ? (served as AuthConfig)
      : undefined;
  } catch {
    return undefined;
  }
}

const SERVED_AUTH_CONFIG = servedAuthConfig();

export const authConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'config'],
    queryFn: getAuthConfig,
    initialData: SERVED_AUTH_CONFIG,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

export const useAuthConfig = () => useQuery(authConfigQueryOptions());
