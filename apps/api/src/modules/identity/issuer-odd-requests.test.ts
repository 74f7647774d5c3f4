import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginFormAction } from '../../cli/oidc-login.js';
import { authorizationUrl, issuerClient, openSignInPage } from '../../test/issuer-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * The issuer's own pages and endpoints (outside /api/v1, so not in the route table) under odd
 * requests: unknown interactions, malformed links, garbage forms and token requests. Each is refused
 * with a 4xx page or a redirect carrying an OIDC error, never a server error.
 */
let t: TestApp;
beforeAll(async () => {
  // The sign-in form's own limit (a tenth of this a minute) must not answer in the handler's place.
  t = await createTestApp({ RATE_LIMIT_MAX: '1000000' }, { issuer: true, listen: true });
});
afterAll(async () => t?.close());

const ODD = ['abc', '-1', '%00', 'ab%00cd', 'x'.repeat(3000), '..%2F..%2Fetc', '<script>'];
/** PostgreSQL text cannot hold NUL: each of these inside an otherwise valid value must be a 4xx. */
const NUL_FORMS = [
  'email=some%00one%40example.org&password=a-long-password',
  'email=someone%40example.org%00&password=a-long-password',
  'email=someone%40example.org&password=a-long%00password',
  'password=a-long%00password&confirmation=a-long%00password',
];
const FORM = 'application/x-www-form-urlencoded';
const BODIES: [string, string][] = [
  [FORM, ''],
  [FORM, 'email=&password='],
  [FORM, `email=${'a'.repeat(5000)}%40x.org&password=${'b'.repeat(5000)}`],
  [FORM, 'email[]=1&email[]=2&password[x]=1'],
  ['application/json', '{"email": null, "password": 42}'],
  ['application/json', '{"unterminated": '],
  ['text/plain', 'plain'],
  ...NUL_FORMS.map((body): [string, string] => [FORM, body]),
  ['application/json', '{"email": "some\\u0000one@example.org", "password": "a-long-password"}'],
];
const EMPTY_LISTS = ['', ',', ',,'];

describe('the issuer under odd requests', () => {
  it('never answers 5xx', async () => {
    const requests: { method: string; path: string; type?: string; body?: string }[] = [];
    for (const odd of ODD) {
      requests.push({ method: 'GET', path: `/oidc/interaction/${odd}` });
      requests.push({ method: 'GET', path: `/oidc/magic/${odd}` });
      requests.push({ method: 'GET', path: `/oidc/set-password/${odd}` });
      for (const [type, body] of BODIES) {
        requests.push({ method: 'POST', path: `/oidc/interaction/${odd}/login`, type, body });
        requests.push({ method: 'POST', path: `/oidc/set-password/${odd}`, type, body });
      }
    }
    for (const [type, body] of BODIES) {
      requests.push({ method: 'POST', path: '/oidc/token', type, body });
      requests.push({ method: 'POST', path: '/oidc/token/revocation', type, body });
    }
    for (const body of [
      'grant_type=refresh_token&refresh_token=ab%00cd&client_id=peer-consults-web',
      'grant_type=authorization_code&code=ab%00cd&client_id=peer-consults-web&redirect_uri=x&code_verifier=y',
      'grant_type=refresh_token&refresh_token=abcd&client_id=peer%00consults-web',
      'token=ab%00cd&client_id=peer-consults-web',
    ]) {
      requests.push({ method: 'POST', path: '/oidc/token', type: FORM, body });
      requests.push({ method: 'POST', path: '/oidc/token/revocation', type: FORM, body });
    }
    for (const odd of ['ab%00cd', ...EMPTY_LISTS]) {
      requests.push({ method: 'GET', path: `/oidc/magic/abcd?returnTo=${odd}` });
      requests.push({ method: 'GET', path: `/oidc/me?access_token=${odd}` });
      requests.push({ method: 'POST', path: '/oidc/me', type: FORM, body: `access_token=${odd}` });
    }
    requests.push({
      method: 'POST',
      path: '/oidc/token',
      type: FORM,
      body: 'grant_type=refresh_token&refresh_token=abc&client_id=peer-consults-web',
    });
    requests.push({
      method: 'POST',
      path: '/oidc/token',
      type: FORM,
      body: 'grant_type=authorization_code&code=abc&client_id=peer-consults-web&redirect_uri=x&code_verifier=y',
    });
    for (const query of [
      '',
      'client_id=nope',
      'client_id=peer-consults-web&response_type=code',
      'client_id=peer-consults-web&redirect_uri=%00',
    ]) {
      requests.push({ method: 'GET', path: `/oidc/auth?${query}` });
    }
    for (const query of [
      'id_token_hint=abc',
      'id_token_hint=a.b.c&post_logout_redirect_uri=https://evil.example',
      'post_logout_redirect_uri=%00',
    ]) {
      requests.push({ method: 'GET', path: `/oidc/session/end?${query}` });
    }
    requests.push({ method: 'GET', path: '/oidc/me', type: undefined });

    // Every parameter of the web app's own authorization request: empty, comma-only, a NUL inside.
    const valid = await authorizationUrl(t, issuerClient(t));
    for (const [key, value] of valid.searchParams) {
      for (const odd of [...EMPTY_LISTS, `${value.slice(0, 2)}\u0000${value.slice(2)}`]) {
        const url = new URL(valid);
        url.searchParams.set(key, odd);
        requests.push({ method: 'GET', path: `${url.pathname}${url.search}` });
      }
    }

    const failures: string[] = [];
    for (const r of requests) {
      const res = await fetch(`${t.baseUrl}${r.path}`, {
        method: r.method,
        headers: r.type ? { 'content-type': r.type } : {},
        body: r.body,
        redirect: 'manual',
      });
      await res.body?.cancel();
      if (res.status >= 500)
        failures.push(`${r.method} ${r.path.slice(0, 80)} ${r.body?.slice(0, 40) ?? ''} → ${res.status}`);
    }
    expect(requests.length).toBeGreaterThan(100);
    expect(failures).toEqual([]);
  });

  it('refuses odd sign-in forms on a live interaction with the form again, never 5xx', async () => {
    const client = issuerClient(t);
    const page = await openSignInPage(t, client);
    const action = loginFormAction(page.html ?? '');
    expect(action).toBeTruthy();
    const statuses: number[] = [];
    for (const [type, body] of BODIES) {
      const { response } = await client.request(new URL(action!, page.url), {
        method: 'POST',
        headers: { 'content-type': type },
        body,
      });
      await response.body?.cancel();
      statuses.push(response.status);
    }
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    // A NUL in the e-mail or the password is refused, not looked up (PostgreSQL text cannot hold it).
    expect(statuses.slice(-NUL_FORMS.length - 1).every((status) => status >= 400 && status < 500)).toBe(true);
  });
});
