import type { AuthConfig } from '@pc/contracts';
import { createHash, randomBytes } from 'node:crypto';

/**
 * A minimal OIDC client that signs in the way a browser does: authorization code with PKCE over plain
 * HTTP, following redirects itself, keeping the issuer's cookies, and filling the built-in issuer's
 * sign-in form. Used by `npm run token` and by the tests of the issuer, so both exercise exactly what
 * the web app goes through.
 */

export interface TokenSet {
  access_token: string;
  token_type: string;
  expires_in: number;
  refresh_token?: string;
  id_token?: string;
  scope?: string;
}

export interface CodeFlowOptions {
  issuer: string;
  clientId: string;
  redirectUri: string;
  audience: string;
  scopes: string[];
  /** Rewrites every URL before it is fetched (e.g. the public origin to the local port). */
  rewrite?: (url: URL) => URL;
}

export class SignInError extends Error {}

const b64url = (buffer: Buffer) => buffer.toString('base64url');

/** Cookies per origin; paths and expiry are honoured loosely (enough for one sign-in). */
export class CookieJar {
  private readonly cookies = new Map<string, Map<string, string>>();

  store(url: URL, response: Response) {
    const jar = this.cookies.get(url.origin) ?? new Map<string, string>();
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq < 1) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '';
      if (expired) jar.delete(name);
      else jar.set(name, value);
    }
    this.cookies.set(url.origin, jar);
  }

  header(url: URL): string | undefined {
    const jar = this.cookies.get(url.origin);
    if (!jar?.size) return undefined;
    return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  has(url: URL, name: string): boolean {
    return this.cookies.get(url.origin)?.has(name) ?? false;
  }
}

interface Discovery {
  authorization_endpoint: string;
  token_endpoint: string;
  end_session_endpoint?: string;
  userinfo_endpoint?: string;
  jwks_uri: string;
}

const decodeEntities = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The sign-in form on an issuer page, if the page has one. */
export function loginFormAction(html: string): string | null {
  const form = html.match(/<form[^>]*method="post"[^>]*action="([^"]+)"[^>]*>([\s\S]*?)<\/form>/i);
  if (!form || !/name="password"/.test(form[2] ?? '')) return null;
  return decodeEntities(form[1]!);
}

/** A form the page submits by script as soon as it loads, with its hidden fields. */
function autoSubmittedForm(html: string): { action: string; fields: Record<string, string> } | null {
  if (!/<script[^>]*>[^<]*\.submit\(\)/.test(html)) return null;
  const form = html.match(/<form[^>]*method="post"[^>]*action="([^"]+)"[^>]*>([\s\S]*?)<\/form>/i);
  if (!form) return null;
  const fields = Object.fromEntries(
    [...(form[2] ?? '').matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\s*\/?>/g)].map((m) => [
      m[1]!,
      decodeEntities(m[2]!),
    ]),
  );
  return { action: decodeEntities(form[1]!), fields };
}

/** The page's alert (e.g. 'Wrong email or password.'), to explain a refused sign-in. */
export function pageAlert(html: string): string | null {
  const alert = html.match(/role="alert"[^>]*>([^<]*)</);
  return alert ? decodeEntities(alert[1]!.trim()) : null;
}

export class CodeFlowClient {
  readonly jar = new CookieJar();
  private discovery: Discovery | null = null;

  constructor(private readonly options: CodeFlowOptions) {}

  /**
   * One request with this client's cookies, never following redirects. Cookies and the returned URL
   * are those of the address as a browser sees it (the public one); only the connection goes where
   * `rewrite` says, as through a load balancer.
   */
  async request(input: string | URL, init: RequestInit = {}): Promise<{ url: URL; response: Response }> {
    const url = new URL(input);
    const headers = new Headers(init.headers);
    const cookie = this.jar.header(url);
    if (cookie) headers.set('cookie', cookie);
    const response = await fetch(this.options.rewrite ? this.options.rewrite(url) : url, {
      ...init,
      headers,
      redirect: 'manual',
    });
    this.jar.store(url, response);
    return { url, response };
  }

  async discover(): Promise<Discovery> {
    if (this.discovery) return this.discovery;
    const { response } = await this.request(
      `${this.options.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`,
    );
    if (!response.ok) throw new SignInError(`The issuer's discovery document answered ${response.status}.`);
    this.discovery = (await response.json()) as Discovery;
    return this.discovery;
  }

  /**
   * Follows redirects from `start` like a browser until the issuer sends the browser back to the
   * redirect URI (returns that URL) or shows a page (returns it as `html`).
   */
  async follow(
    start: string | URL,
    init?: RequestInit,
  ): Promise<{ callback?: URL; html?: string; status: number; url: URL }> {
    let { url, response } = await this.request(start, init);
    for (let hops = 0; hops < 20; hops++) {
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) {
        const html = await response.text();
        const form = autoSubmittedForm(html);
        if (!form) return { html, status: response.status, url };
        // A page that submits itself (the issuer's sign-out of a previous account): do as a browser does.
        ({ url, response } = await this.request(new URL(form.action, url), {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(form.fields).toString(),
        }));
        continue;
      }
      await response.body?.cancel();
      const next = new URL(location, url);
      if (next.href.startsWith(this.options.redirectUri)) return { callback: next, status: response.status, url: next };
      ({ url, response } = await this.request(next));
    }
    throw new SignInError('Too many redirects while signing in.');
  }

  /**
   * The authorization request (with PKCE, `resource` = the API audience). With credentials, fills in
   * the sign-in form when the issuer shows it; without, the issuer must sign in by itself (a session
   * or a magic link). Returns the authorization code and the PKCE verifier for the token request.
   */
  async authorize(credentials?: { email: string; password: string }): Promise<{ code: string; verifier: string }> {
    const { authorization_endpoint } = await this.discover();
    const verifier = b64url(randomBytes(32));
    const state = b64url(randomBytes(16));
    const authorize = new URL(authorization_endpoint);
    const params = {
      client_id: this.options.clientId,
      redirect_uri: this.options.redirectUri,
      response_type: 'code',
      scope: this.options.scopes.join(' '),
      code_challenge: b64url(createHash('sha256').update(verifier).digest()),
      code_challenge_method: 'S256',
      state,
      resource: this.options.audience,
    };
    for (const [k, v] of Object.entries(params)) authorize.searchParams.set(k, v);

    let step = await this.follow(authorize);
    if (!step.callback && step.html && credentials) {
      const action = loginFormAction(step.html);
      if (!action)
        throw new SignInError(pageAlert(step.html) ?? `The issuer answered ${step.status} without a sign-in form.`);
      step = await this.follow(new URL(action, step.url), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email: credentials.email, password: credentials.password }).toString(),
      });
    }
    if (!step.callback) {
      throw new SignInError(pageAlert(step.html ?? '') ?? `Sign-in stopped on a page (HTTP ${step.status}).`);
    }
    const error = step.callback.searchParams.get('error');
    if (error)
      throw new SignInError(`The issuer refused: ${step.callback.searchParams.get('error_description') ?? error}`);
    if (step.callback.searchParams.get('state') !== state)
      throw new SignInError('The issuer answered with the wrong state.');
    const code = step.callback.searchParams.get('code');
    if (!code) throw new SignInError('The issuer answered without an authorization code.');
    return { code, verifier };
  }

  private async tokenRequest(body: Record<string, string>): Promise<TokenSet> {
    const { token_endpoint } = await this.discover();
    const { response } = await this.request(token_endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_id: this.options.clientId,
        resource: this.options.audience,
        ...body,
      }).toString(),
    });
    const json = (await response.json()) as TokenSet & { error?: string; error_description?: string };
    if (!response.ok)
      throw new SignInError(`Token request refused: ${json.error_description ?? json.error ?? response.status}`);
    return json;
  }

  exchange(code: string, verifier: string): Promise<TokenSet> {
    return this.tokenRequest({
      grant_type: 'authorization_code',
      code,
      code_verifier: verifier,
      redirect_uri: this.options.redirectUri,
    });
  }

  refresh(refreshToken: string): Promise<TokenSet> {
    return this.tokenRequest({ grant_type: 'refresh_token', refresh_token: refreshToken });
  }

  async signIn(credentials?: { email: string; password: string }): Promise<TokenSet> {
    const { code, verifier } = await this.authorize(credentials);
    return this.exchange(code, verifier);
  }
}

/**
 * A code-flow client for the server at `base` signing in through its built-in issuer, as the web app
 * does: the issuer names the server by its public URL, which is reached through `base` instead.
 */
export function codeFlowClientFor(
  config: Pick<AuthConfig, 'issuer' | 'clientId' | 'audience' | 'scopes'>,
  base: URL,
): CodeFlowClient {
  const publicOrigin = new URL(config.issuer).origin;
  const publicUrl = config.issuer.replace(/\/oidc\/?$/, '');
  return new CodeFlowClient({
    issuer: config.issuer,
    clientId: config.clientId,
    audience: config.audience,
    scopes: config.scopes,
    redirectUri: `${publicUrl}/redirecting`,
    rewrite: (url) => (url.origin === publicOrigin ? new URL(`${url.pathname}${url.search}`, base) : url),
  });
}
