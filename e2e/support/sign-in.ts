import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';

export const DEMO_PASSWORD = 'demo-password';

/** Paths that belong to signing in, not to where a member lands afterwards. */
const SIGN_IN_PATHS = /^\/(login|login_magic|redirecting|oidc)(\/|$)/;

/**
 * Waits until the browser is back on the product (not the issuer, not /login, not the /redirecting
 * callback) and returns the path it landed on.
 */
export async function waitForLanding(page: Page, baseUrl: string, timeout = 30_000): Promise<string> {
  const origin = new URL(baseUrl).origin;
  try {
    await page.waitForURL((url) => url.origin === origin && !SIGN_IN_PATHS.test(url.pathname), {
      timeout,
      waitUntil: 'commit',
    });
  } catch (err) {
    const text = await page
      .locator('body')
      .innerText()
      .catch(() => '');
    throw new Error(`sign-in did not land, still at ${page.url()}: ${text.slice(0, 500)}`, { cause: err });
  }
  return new URL(page.url()).pathname;
}

/** Fills the issuer's sign-in form (built-in or the separately started "external" one) and submits it. */
export async function submitIssuerSignIn(page: Page, email: string, password: string) {
  const emailField = page.getByLabel(/e-?mail/i).first();
  try {
    await emailField.waitFor({ timeout: 30_000 });
  } catch (err) {
    const text = await page
      .locator('body')
      .innerText()
      .catch(() => '');
    throw new Error(`no sign-in form at ${page.url()}: ${text.slice(0, 500)}`, { cause: err });
  }
  await emailField.fill(email);
  await page
    .getByLabel(/^password$/i)
    .first()
    .fill(password);
  await page
    .getByRole('button', { name: /^(sign in|log in|login|continue)$/i })
    .first()
    .click();
}

export interface SignInOptions {
  /**
   * Agree to the disclaimer prompt when the member has not read it yet (spec §4), so it does not sit
   * over the page the test wants to use. Default true; identity tests pass false to see the prompt.
   */
  acceptDisclaimer?: boolean;
  /** For magic links: the path to land on afterwards (sent with the request). */
  returnTo?: string;
}

/** The signed-in member's access token, as the web app keeps it (oidc-client-ts in localStorage). */
export async function accessTokenOf(page: Page): Promise<string | null> {
  const read = () =>
    page.evaluate(() => {
      for (let i = 0; i < localStorage.length; i++) {
        const key = localStorage.key(i);
        if (key?.startsWith('oidc.user:'))
          return (JSON.parse(localStorage.getItem(key) ?? '{}').access_token as string) ?? null;
      }
      return null;
    });
  // A page still navigating (a reload, the sign-in's last redirect) has no document to read yet: once
  // it has loaded, the read is asked again.
  for (let attempt = 1; ; attempt++) {
    try {
      return await read();
    } catch (err) {
      if (attempt === 3 || !String(err).includes('Execution context was destroyed')) throw err;
      await page.waitForLoadState();
    }
  }
}

/**
 * Makes sure the disclaimer prompt (spec §4) will not sit over the page: when the server says this
 * member has not read it, agree in the prompt if it is showing, or else record it through the API and
 * reload (the prompt lives in the signed-in layout; /no-permissions and not-found pages have none).
 */
export async function acceptDisclaimerIfPrompted(page: Page, baseUrl: string) {
  const token = await accessTokenOf(page);
  if (!token) return;
  const headers = { authorization: `Bearer ${token}` };
  const res = await fetch(`${baseUrl}/api/v1/disclaimer`, { headers });
  if (!res.ok || (await res.json()).disclaimerRead) return;
  const dialog = page.getByRole('dialog', { name: 'Disclaimer' });
  const shown = await dialog
    .waitFor({ timeout: 5000 })
    .then(() => true)
    .catch(() => false);
  if (shown) {
    await dialog.getByRole('button', { name: 'Agree' }).click();
    await dialog.waitFor({ state: 'detached' });
    return;
  }
  await fetch(`${baseUrl}/api/v1/disclaimer`, { method: 'POST', headers });
  await page.reload();
}

/**
 * Signs in through /login and the issuer's own page with a password (the demo password by default)
 * and waits for the post-sign-in landing (spec §4). Returns the landing path.
 */
export async function signIn(
  page: Page,
  baseUrl: string,
  email: string,
  password = DEMO_PASSWORD,
  options: SignInOptions = {},
): Promise<string> {
  await page.goto(`${baseUrl}/login`);
  await submitIssuerSignIn(page, email, password);
  const landing = await waitForLanding(page, baseUrl);
  if (options.acceptDisclaimer ?? true) await acceptDisclaimerIfPrompted(page, baseUrl);
  return landing;
}

interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  date: string;
}

async function outbox(dataDir: string): Promise<OutboxMessage[]> {
  const dir = path.join(dataDir, 'outbox');
  const files = await readdir(dir).catch(() => [] as string[]);
  const messages = await Promise.all(
    files.filter((f) => f.endsWith('.json')).map(async (f) => JSON.parse(await readFile(path.join(dir, f), 'utf8'))),
  );
  return (messages as OutboxMessage[]).sort((a, b) => b.date.localeCompare(a.date) || b.id.localeCompare(a.id));
}

/** The first link in the newest message to `email` sent at or after `since` (polls the outbox). */
export async function linkFromOutbox(dataDir: string, email: string, since: Date, timeout = 20_000): Promise<string> {
  const deadline = Date.now() + timeout;
  for (;;) {
    // The newest link not handed out before: a mail's date has whole seconds, so two mails of one
    // second sort by their random ids, and the one before (already used) falls in the slack too.
    const link = (await outbox(dataDir))
      .filter((m) => m.to.toLowerCase() === email.toLowerCase() && new Date(m.date).getTime() >= since.getTime() - 1000)
      .map((m) => m.text.match(/https?:\/\/\S+/)?.[0]?.replace(/[).,>]+$/, ''))
      .find((l): l is string => l !== undefined && !handedOut.has(l));
    if (link) {
      handedOut.add(link);
      return link;
    }
    if (Date.now() > deadline) throw new Error(`no e-mail with a link to ${email} in ${dataDir}/outbox`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Links `linkFromOutbox` has returned: each is good for one sign-in. */
const handedOut = new Set<string>();

/**
 * Asks for a sign-in link at /login_magic, opens the link from the product's mail outbox
 * (`<dataDir>/outbox`) and waits for the landing. Returns the landing path.
 */
export async function signInWithMagicLink(
  page: Page,
  baseUrl: string,
  dataDir: string,
  email: string,
  options: SignInOptions = {},
): Promise<string> {
  const since = new Date();
  const query = options.returnTo ? `?returnTo=${encodeURIComponent(options.returnTo)}` : '';
  await page.goto(`${baseUrl}/login_magic${query}`);
  await page
    .getByLabel(/e-?mail/i)
    .first()
    .fill(email);
  await page.getByRole('button', { name: /send/i }).click();
  await page
    .getByText(/check your e-?mail/i)
    .first()
    .waitFor();
  const link = await linkFromOutbox(dataDir, email, since);
  await page.goto(link);
  const landing = await waitForLanding(page, baseUrl);
  if (options.acceptDisclaimer ?? true) await acceptDisclaimerIfPrompted(page, baseUrl);
  return landing;
}

/**
 * Signs out through the header's user menu; the issuer ends its session and the browser comes back
 * to /login, which shows the issuer's sign-in page again.
 */
export async function signOut(page: Page) {
  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.getByRole('heading', { name: 'Sign in' }).waitFor();
  await page.getByLabel(/^password$/i).waitFor();
}
