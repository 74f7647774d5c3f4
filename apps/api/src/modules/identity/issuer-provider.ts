import { PERMISSIONS, SIGN_IN_CALLBACK_PATH, SIGN_IN_SCOPES, SIGN_OUT_CALLBACK_PATH } from '@pc/contracts';
import type { JWK } from 'jose';
import { type Configuration, errors, interactionPolicy, type KoaContextWithOIDC, Provider } from './oidc-library.js';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { findActiveAccountById, heldPermissions } from './accounts.js';
import type { KeyCipher } from './key-encryption.js';
import { MAGIC_COOKIE } from './magic-cookie.js';
import { databaseAdapter } from './oidc-adapter.js';
import { logoutPage, messagePage } from './pages/sign-in-pages.js';
import { newNonce, pageCsp } from './pages/layout.js';
import { SIGNING_ALG } from './signing-keys.js';
import { isCanonicalUserSubject } from './token-verifier.js';

const DAY = 24 * 3600;
/** How long a member stays signed in at the issuer without signing in again. */
const SESSION_TTL = 14 * DAY;

/** Where the issuer's server-rendered pages (and its userinfo endpoint) live, under its mount path (`/oidc`). */
export const ISSUER_PAGE_PREFIXES = ['/interaction/', '/magic/', '/set-password/', '/me'];

/** The userinfo endpoint, served by userinfo.routes.ts (the provider's own cannot read JWT access tokens). */
export const USERINFO_PATH = '/me';

/**
 * Discovery and keys are the same for everyone once the host is pinned (below): shared caches may keep
 * them five minutes, short enough for a new signing key to be picked up quickly.
 */
const CACHEABLE_PATHS = new Set(['/.well-known/openid-configuration', '/jwks']);
export const METADATA_CACHE_CONTROL = 'public, max-age=300';

/** The web-app origins that may use this issuer: this server's own, plus `OIDC_ALLOWED_ORIGINS`. */
export function clientOrigins(config: AppConfig): string[] {
  return [...new Set([new URL(config.publicUrl).origin, ...config.oidc.allowedOrigins])];
}

function clientMetadata(config: AppConfig) {
  const appUrls = [
    config.publicUrl,
    ...config.oidc.allowedOrigins.filter((o) => o !== new URL(config.publicUrl).origin),
  ];
  return {
    client_id: config.oidc.clientId,
    client_name: 'Peer Consults',
    application_type: 'web',
    token_endpoint_auth_method: 'none',
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    redirect_uris: appUrls.map((u) => `${u}${SIGN_IN_CALLBACK_PATH}`),
    post_logout_redirect_uris: appUrls.map((u) => `${u}${SIGN_OUT_CALLBACK_PATH}`),
  };
}

/**
 * Two reasons to ask for a sign-in although the issuer has a session: its account was disabled or
 * deleted since (findAccount finds nobody; without this check the provider fails with a server error
 * on the next authorization, e.g. when the next member signs in on a shared workstation), and a magic
 * link being used (its cookie is set), so the link signs in its own account rather than whoever was
 * signed in before.
 */
function loginPolicy() {
  const { Check, base } = interactionPolicy;
  const policy = base();
  policy
    .get('login')!
    .checks.push(
      new Check('account_gone', 'the signed-in account is no longer active', (ctx) =>
        ctx.oidc.session?.accountId && !ctx.oidc.account ? Check.REQUEST_PROMPT : Check.NO_NEED_TO_PROMPT,
      ),
      new Check('magic_link', 'a sign-in link is being used', (ctx) =>
        !ctx.oidc.result?.login && ctx.cookies.get(MAGIC_COOKIE, { signed: false })
          ? Check.REQUEST_PROMPT
          : Check.NO_NEED_TO_PROMPT,
      ),
    );
  return policy;
}

export interface IssuerOptions {
  config: AppConfig;
  db: Db;
  privateJwks: JWK[];
  cookieKeys: string[];
  /** Seals what the adapter must keep readable (session ids), see oidc-adapter.ts. */
  cipher: KeyCipher;
  onError?: (err: unknown) => void;
}

/** The built-in OIDC issuer (design.md): one first-party public client, JWT access tokens for the API. */
export function createIssuer({ config, db, privateJwks, cookieKeys, cipher }: IssuerOptions): Provider {
  const { issuer, audience, accessTokenTtlSeconds } = config.oidc;
  const mountPath = new URL(issuer).pathname.replace(/\/$/, '');
  const origins = clientOrigins(config);
  const supportEmail = config.mail.supportEmail;

  const configuration: Configuration = {
    adapter: databaseAdapter(db, cipher),
    clients: [clientMetadata(config)],
    jwks: { keys: privateJwks },
    cookies: {
      keys: cookieKeys,
      long: { httpOnly: true, sameSite: 'lax', signed: true },
      short: { httpOnly: true, sameSite: 'lax', signed: true },
    },
    scopes: [...SIGN_IN_SCOPES],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    async findAccount(_ctx: KoaContextWithOIDC, sub: string) {
      // Disabled or deleted users have no account here: no sign-in, no refresh, no userinfo.
      if (!isCanonicalUserSubject(sub)) return undefined;
      const account = await findActiveAccountById(db, Number(sub));
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          email: account.email,
          email_verified: true,
          name: `${account.firstName} ${account.lastName}`,
          given_name: account.firstName,
          family_name: account.lastName,
        }),
      };
    },
    /** The access token also names the e-mail, so another server using this issuer can link accounts. */
    async extraTokenClaims(_ctx: KoaContextWithOIDC, token: { kind: string; accountId?: string }) {
      if (token.kind !== 'AccessToken' || !token.accountId) return undefined;
      const account = await findActiveAccountById(db, Number(token.accountId));
      return account ? { email: account.email, email_verified: true } : undefined;
    },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      // Its userinfo answers 401 to JWT access tokens for a resource (every token our client gets):
      // userinfo.routes.ts serves the endpoint instead, and discovery names it (below).
      userinfo: { enabled: false },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => audience,
        useGrantedResource: () => true,
        async getResourceServerInfo(ctx: KoaContextWithOIDC, resource: string) {
          if (resource !== audience) throw new errors.InvalidTarget();
          // With an account at hand (code exchange, refresh) the API grants it only what it holds now,
          // so a refreshed token loses a permission taken away since sign-in.
          const accountId = ctx.oidc.account?.accountId;
          const scope = accountId ? await heldPermissions(db, Number(accountId)) : PERMISSIONS;
          return {
            audience,
            scope: scope.join(' '),
            accessTokenTTL: accessTokenTtlSeconds,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: SIGNING_ALG } },
          };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        async logoutSource(ctx: KoaContextWithOIDC, form: string) {
          const nonce = newNonce();
          ctx.set('Content-Security-Policy', pageCsp({ nonce, formOrigins: origins }));
          ctx.type = 'html';
          ctx.body = logoutPage({ form, nonce, supportEmail });
        },
        async postLogoutSuccessSource(ctx: KoaContextWithOIDC) {
          const nonce = newNonce();
          ctx.set('Content-Security-Policy', pageCsp({ nonce }));
          ctx.type = 'html';
          ctx.body = messagePage({
            nonce,
            supportEmail,
            title: 'Logged out',
            message: 'You are logged out of Peer Consults.',
            link: { href: '/login', label: 'Log in again' },
            ok: true,
          });
        },
      },
    },
    discovery: { userinfo_endpoint: `${issuer.replace(/\/$/, '')}${USERINFO_PATH}` },
    pkce: { required: () => true },
    responseTypes: ['code'],
    ttl: {
      AccessToken: accessTokenTtlSeconds,
      AuthorizationCode: 60,
      IdToken: 3600,
      Interaction: 3600,
      Session: SESSION_TTL,
      Grant: SESSION_TTL,
      RefreshToken: SESSION_TTL,
    },
    // Our web app is a public client: every refresh returns a new refresh token and retires the old.
    rotateRefreshToken: true,
    // First-party client: refresh tokens without asking for prompt=consent (which offline_access needs).
    issueRefreshToken: async (_ctx: KoaContextWithOIDC, client: { grantTypeAllowed(t: string): boolean }) =>
      client.grantTypeAllowed('refresh_token'),
    // First-party client: consent is implied, so the grant covers whatever the web app asked for.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { client, session, params } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      let grant = grantId ? await provider.Grant.find(grantId) : undefined;
      if (!grant || grant.accountId !== session.accountId) {
        grant = new provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      }
      const requested = String(params?.scope ?? '')
        .split(' ')
        .filter(Boolean);
      grant.addOIDCScope(requested.join(' '));
      // The client asks for every permission (spec §7); the token carries only those the member holds
      // now. Replaced, not added to: a permission taken away since the last sign-in is not granted again.
      // Those not held are recorded as refused, so the consent prompt does not ask for them again.
      const held = new Set<string>(await heldPermissions(db, Number(session.accountId)));
      const permissions = requested.filter((s) => (PERMISSIONS as readonly string[]).includes(s));
      const scopeOf = (keep: boolean) => permissions.filter((p) => held.has(p) === keep).join(' ');
      grant.resources = { ...grant.resources, [audience]: scopeOf(true) };
      grant.rejected = {
        ...grant.rejected,
        resources: { ...grant.rejected?.resources, [audience]: scopeOf(false) },
      };
      await grant.save();
      return grant;
    },
    interactions: {
      url: (_ctx: KoaContextWithOIDC, interaction: { uid: string }) => `${mountPath}/interaction/${interaction.uid}`,
      policy: loginPolicy(),
    },
    clientBasedCORS: (_ctx: KoaContextWithOIDC, origin: string) => origins.includes(origin),
    async renderError(ctx: KoaContextWithOIDC, out: { error?: string; error_description?: string }) {
      const nonce = newNonce();
      ctx.set('Content-Security-Policy', pageCsp({ nonce }));
      ctx.type = 'html';
      ctx.body = messagePage({
        nonce,
        supportEmail,
        title: 'Sign-in problem',
        message: out.error_description ?? out.error ?? 'The sign-in request could not be completed.',
        link: { href: '/login', label: 'Start again' },
      });
    },
  };

  const provider = new Provider(issuer, configuration);
  // The issuer's URLs (in discovery, redirects) and its cookies' Secure flag come from the configured
  // issuer URL, never from what a client claims: the forwarded headers are overwritten on every request
  // (the client address with the one Fastify resolved, which trusts only TRUST_PROXY addresses).
  const pinned = new URL(issuer);
  provider.proxy = true;
  provider.use(async (ctx, next) => {
    const req = ctx.req as typeof ctx.req & { ip?: string };
    req.headers['x-forwarded-host'] = pinned.host;
    req.headers['x-forwarded-proto'] = pinned.protocol.slice(0, -1);
    req.headers['x-forwarded-for'] = req.ip ?? req.socket.remoteAddress ?? '';
    await next();
    if (ctx.method === 'GET' && ctx.status === 200 && CACHEABLE_PATHS.has(ctx.path)) {
      ctx.set('cache-control', METADATA_CACHE_CONTROL);
    }
  });
  return provider;
}
