import { SIGN_IN_CALLBACK_PATH, SIGN_IN_SCOPES, SIGN_OUT_CALLBACK_PATH } from '@pc/contracts';
import { type User, UserManager, WebStorageStateStore } from 'oidc-client-ts';
import type { AuthConfig } from './api/get-auth-config';
import { rememberReturnTo } from './redirect-targets';

/** Renew when the access token has less than this left (and on demand when a call finds it this close). */
const RENEW_MARGIN_SECONDS = 30;
const USABLE_MARGIN_SECONDS = 5;

export interface AuthClient {
  config: AuthConfig;
  manager: UserManager;
  /** The stored sign-in, or null; a sign-in that can no longer be renewed counts as none. */
  currentUser(): Promise<User | null>;
  /** A usable access token for an API call (renewed first when about to expire), or null. */
  accessToken(): Promise<string | null>;
  /** Exchanges the refresh token for fresh tokens; one renewal at a time across this browser's tabs. */
  renew(): Promise<User | null>;
  signIn(options?: { returnTo?: string | null; extraQueryParams?: Record<string, string> }): Promise<void>;
  completeSignIn(url?: string): Promise<User>;
  signOut(): Promise<void>;
}

/**
 * The browser side of sign-in (spec §7): authorization code with PKCE against the configured issuer,
 * tokens and the refresh token kept in localStorage so a session survives reloads and tabs, the API
 * audience sent as `resource` on the authorize, code and refresh requests (that is what makes the
 * issuer mint a JWT access token for this API), silent renewal with the refresh token.
 */
export function createAuthClient(config: AuthConfig, origin: string = window.location.origin): AuthClient {
  // Spec §7: openid, profile, email, offline access and every permission, plus what the issuer adds.
  const scope = [...new Set([...SIGN_IN_SCOPES, ...config.scopes])].join(' ');
  const store = new WebStorageStateStore({ store: window.localStorage });
  const manager = new UserManager({
    authority: config.issuer,
    client_id: config.clientId,
    redirect_uri: `${origin}${SIGN_IN_CALLBACK_PATH}`,
    post_logout_redirect_uri: `${origin}${SIGN_OUT_CALLBACK_PATH}`,
    response_type: 'code',
    scope,
    userStore: store,
    // The sign-in state lives in localStorage too: a magic link opened in another tab can finish it.
    stateStore: store,
    // Renewal is ours (below): the library's own renewal does not send `resource` on refresh.
    automaticSilentRenew: false,
    accessTokenExpiringNotificationTimeInSeconds: RENEW_MARGIN_SECONDS,
    extraQueryParams: { resource: config.audience },
    extraTokenParams: { resource: config.audience },
    loadUserInfo: false,
    monitorSession: false,
  });

  let renewing: Promise<User | null> | null = null;

  /** Renews unless the stored tokens changed since `seen` (another tab renewed while this one waited). */
  async function renewNow(seen: string | undefined): Promise<User | null> {
    const stored = await manager.getUser();
    if (!stored?.refresh_token || stored.access_token !== seen) return stored;
    return manager.signinSilent({ resource: config.audience });
  }

  const client: AuthClient = {
    config,
    manager,
    async currentUser() {
      const user = await manager.getUser();
      if (user?.expired && !user.refresh_token) {
        await manager.removeUser();
        return null;
      }
      return user;
    },
    renew() {
      renewing ??= (async () => {
        const seen = (await manager.getUser())?.access_token;
        const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
        if (!locks) return renewNow(seen);
        // Refresh tokens rotate: two tabs spending the same one would end the session, so take turns.
        return (await locks.request('pc-token-renewal', () => renewNow(seen))) as User | null;
      })().finally(() => {
        renewing = null;
      });
      return renewing;
    },
    async accessToken() {
      const user = await manager.getUser();
      if (!user) return null;
      if ((user.expires_in ?? 0) > USABLE_MARGIN_SECONDS || !user.refresh_token) return user.access_token;
      // A refused renewal leaves the old token: the API's 401 then ends the session visibly.
      const renewed = await client.renew().catch(() => null);
      return (renewed ?? user).access_token;
    },
    async signIn({ returnTo, extraQueryParams } = {}) {
      rememberReturnTo(returnTo, origin);
      await manager.signinRedirect({
        extraQueryParams: { resource: config.audience, ...extraQueryParams },
      });
    },
    completeSignIn(url) {
      return manager.signinCallback(url) as Promise<User>;
    },
    async signOut() {
      // The refresh token is revoked first, so a copy of it is worthless even if the redirect fails.
      await manager.revokeTokens(['refresh_token']).catch(() => {});
      try {
        await manager.signoutRedirect();
      } catch {
        // An issuer without an end-session endpoint: forget the sign-in here.
        await manager.removeUser();
        window.location.assign(SIGN_OUT_CALLBACK_PATH);
      }
    },
  };
  return client;
}
