import type { CurrentUser } from '@pc/contracts';
import { createContext, useContext } from 'react';
import type { AuthClient } from './auth-client';

/**
 * Spec §3 fetchState: `not_asked` until the sign-in state is known, `loading` while the current user
 * loads, `success` once it is known (with `user` null when nobody is signed in), `failure` when the
 * current user could not be loaded.
 */
export type SessionStatus = 'not_asked' | 'loading' | 'success' | 'failure';

export interface Session {
  status: SessionStatus;
  user: CurrentUser | null;
  /** Sends the browser to the issuer's sign-in page; `returnTo` is where HCPs land afterwards. */
  signIn(returnTo?: string | null): Promise<void>;
  /** Forgets every piece of loaded data and ends the session at the issuer. */
  signOut(): Promise<void>;
}

export const SessionContext = createContext<Session>({
  status: 'not_asked',
  user: null,
  signIn: async () => {},
  signOut: async () => {},
});

/** The signed-in member (or null) and the session's fetch state: the one way features read identity. */
export const useSession = () => useContext(SessionContext);

/** For the sign-in pages only: the OIDC client once the issuer's configuration has loaded. */
export interface AuthClientState {
  client: AuthClient | null;
  /** The issuer configuration could not be loaded: signing in is impossible until it can. */
  configError: boolean;
  retryConfig(): void;
}

export const AuthClientContext = createContext<AuthClientState>({
  client: null,
  configError: false,
  retryConfig: () => {},
});

export const useAuthClient = () => useContext(AuthClientContext);
