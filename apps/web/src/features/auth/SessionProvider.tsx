import { MESSAGES, TIMING } from '@pc/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { User } from 'oidc-client-ts';
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError, configureApiClient } from '../../lib/api-client';
import { toast } from '../../lib/toasts';
import { useAuthConfig } from './api/get-auth-config';
import { currentUserQueryOptions } from './api/get-current-user';
import type { AuthClient } from './auth-client';
import { AuthClientContext, type Session, SessionContext, type SessionStatus } from './session';
import { createSessionExpiry } from './session-expiry';

const SESSION_EXPIRED_TOAST_ID = 'session-expired';

// The OIDC library is a chunk of its own, fetched while the issuer configuration loads.
const authClientModule = import('./auth-client');

/**
 * Owns the session: loads the issuer configuration, keeps the stored sign-in in step with this and
 * other tabs, renews tokens before they expire, loads the current user, and turns the API's 401 (or a
 * 403 on the current user) into spec §4's expiry notice and sign-out.
 */
export function SessionProvider({ children }: { children: React.ReactNode }) {
  const queryClient = useQueryClient();
  const config = useAuthConfig();
  const [client, setClient] = useState<AuthClient | null>(null);
  useEffect(() => {
    if (!config.data) return;
    let live = true;
    void authClientModule.then(({ createAuthClient }) => {
      if (live) setClient(createAuthClient(config.data));
    });
    return () => {
      live = false;
    };
  }, [config.data]);
  /** undefined: not read from storage yet. */
  const [oidcUser, setOidcUser] = useState<User | null | undefined>(undefined);
  const clientRef = useRef<AuthClient | null>(null);
  clientRef.current = client;

  // While the browser leaves for the issuer's end-session page the stored sign-in is already gone;
  // without this the route guard would send the member to /login, whose sign-in redirect can win the
  // race and skip ending the issuer's session.
  const [signingOut, setSigningOut] = useState(false);

  const signOut = useCallback(async () => {
    setSigningOut(true);
    // Spec §4: logout resets all data, including this tab's once-per-session flags.
    queryClient.clear();
    sessionStorage.clear();
    const current = clientRef.current;
    if (current) await current.signOut();
    else window.location.assign('/login');
  }, [queryClient]);
  const signOutRef = useRef(signOut);
  signOutRef.current = signOut;

  // Set up while rendering (once), so the API client knows about the session before any child's first call.
  const [expiry] = useState(() => {
    const created = createSessionExpiry({
      delayMs: TIMING.sessionExpiryLogoutMs,
      notify: () =>
        toast({
          id: SESSION_EXPIRED_TOAST_ID,
          title: MESSAGES.sessionExpiredTitle,
          message: MESSAGES.sessionExpiredBody,
          color: 'red',
        }),
      signOut: () => void signOutRef.current(),
    });
    configureApiClient({
      token: () => clientRef.current?.accessToken() ?? null,
      // Only a member who had a session can lose it; an anonymous 401 is not an expiry.
      sessionExpired: () => {
        void clientRef.current?.manager.getUser().then((u) => {
          if (u) created.trigger();
        });
      },
    });
    return created;
  });

  useEffect(() => {
    if (!client) return;
    let live = true;
    const read = () =>
      void client.currentUser().then((u) => {
        if (live) setOidcUser(u);
      });
    read();
    const { events } = client.manager;
    const loaded = (u: User) => setOidcUser(u);
    const unloaded = () => setOidcUser(null);
    const expiring = () => void client.renew().catch(() => {});
    events.addUserLoaded(loaded);
    events.addUserUnloaded(unloaded);
    events.addAccessTokenExpiring(expiring);
    // Another tab signed in, renewed or signed out: follow it.
    const onStorage = (e: StorageEvent) => {
      if (e.key === null || e.key.startsWith('oidc.user:')) read();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      live = false;
      events.removeUserLoaded(loaded);
      events.removeUserUnloaded(unloaded);
      events.removeAccessTokenExpiring(expiring);
      window.removeEventListener('storage', onStorage);
    };
  }, [client]);

  const subject = oidcUser?.profile.sub ?? null;
  const currentUser = useQuery({ ...currentUserQueryOptions(subject ?? ''), enabled: subject !== null });

  useEffect(() => {
    if (currentUser.error instanceof ApiError && currentUser.error.status === 403) expiry.trigger();
  }, [currentUser.error, expiry]);

  // A new sign-in starts with a clean slate for the expiry notice.
  useEffect(() => {
    if (subject) expiry.reset();
  }, [subject, expiry]);

  const signIn = useCallback(async (returnTo?: string | null) => {
    await clientRef.current?.signIn({ returnTo });
  }, []);

  let status: SessionStatus;
  if (config.isError) status = 'failure';
  else if (!client || oidcUser === undefined || signingOut) status = 'not_asked';
  else if (oidcUser === null) status = 'success';
  else if (currentUser.isPending) status = 'loading';
  else if (currentUser.isError) status = 'failure';
  else status = 'success';

  const user = subject ? (currentUser.data ?? null) : null;
  const session = useMemo<Session>(() => ({ status, user, signIn, signOut }), [status, user, signIn, signOut]);
  // The whole app renders again when the session changes (the member arrives: header, menus, the page
  // and its reads). Deferred, that render runs in slices, so on a phone it does not hold the main
  // thread for its whole length (bench:web's blocking time); it follows within the same frames.
  const shownSession = useDeferredValue(session);
  const clientState = useMemo(
    () => ({ client, configError: config.isError, retryConfig: () => void config.refetch() }),
    [client, config.isError, config.refetch],
  );

  return (
    <AuthClientContext.Provider value={clientState}>
      <SessionContext.Provider value={shownSession}>{children}</SessionContext.Provider>
    </AuthClientContext.Provider>
  );
}
