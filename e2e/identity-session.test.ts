import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { freePort, startProduct } from './support/global-setup';
import { freshPage, hasStoredSession, headerNavigation, watchSessionExpiredToasts } from './support/identity-pages';
import {
  acceptDisclaimerIfPrompted,
  accessTokenOf,
  signIn,
  submitIssuerSignIn,
  waitForLanding,
} from './support/sign-in';
import { axeAtBothWidths } from './support/user-pages';

/**
 * Issue 3's session behaviour, each on a product of its own: access tokens renewed silently before
 * they expire (5-second tokens), a disabled or deleted member signed out with the session-expired
 * notice (PostgreSQL, so the test can change the row under the running server), and the whole sign-in
 * against a separately started "external" issuer. Also the disclaimer prompt and Show tooltips setting,
 * which need a member who has not touched them yet (a fresh product has that).
 */
type Product = Awaited<ReturnType<typeof startProduct>>;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const EXPIRED_TITLE = 'Looks like your session has expired.';
const EXPIRED_BODY = 'You will be automatically logged out in 5 seconds.';
const TIP = 'Tips like this one point out features';

async function currentUserStatus(baseUrl: string, token: string | null) {
  const res = await fetch(`${baseUrl}/api/v1/current_user`, { headers: { authorization: `Bearer ${token}` } });
  return res.status;
}

async function showTooltipsSwitch(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/my/profile?tab=settings`);
  const toggle = page.getByRole('switch', { name: 'Show tooltips?' });
  await toggle.waitFor();
  return toggle;
}

/**
 * The file's products start together, at its beginning, rather than each when its block begins: a
 * start is seconds of loading and seeding, mostly one core's, and the four of them were about 26 s of
 * this file's time one after another. Each block still has products of its own.
 */
function started(start: () => Promise<Product>): () => Promise<Product> {
  let starting: Promise<Product> | undefined;
  return () => (starting ??= start());
}
const shortTokenProduct = started(() => startProduct({ OIDC_ACCESS_TOKEN_TTL: '5' }));
const externalIssuer = started(() => externalIssuerPair());
beforeAll(() => {
  // Kicked off, not awaited: each block awaits its own (a failed start fails that block's tests).
  for (const start of [shortTokenProduct, postgresProduct, externalIssuer]) start().catch(() => {});
});
afterAll(async () => {
  // Also those of a block that did not run (a -t filter); stopping a stopped product does nothing.
  for (const start of [shortTokenProduct, postgresProduct, externalIssuer]) {
    await start().then(
      (product) => product.stop(),
      () => {},
    );
  }
  await issuerOfExternal?.stop();
});

describe('with 5-second access tokens', () => {
  let product: Product;
  beforeAll(async () => {
    product = await shortTokenProduct();
  });
  afterAll(() => product?.stop());

  it('a session outlives many access tokens without a visible logout', async () => {
    const page = await freshPage(browser);
    const expiredToasts = await watchSessionExpiredToasts(page);
    try {
      expect(await signIn(page, product.baseUrl, 'testhcp@example.org')).toBe('/consensuses');
      const first = await accessTokenOf(page);
      expect(await currentUserStatus(product.baseUrl, first)).toBe(200);

      await page.waitForTimeout(12_000);
      // The first token is dead by now; the page holds a fresh one it renewed on its own.
      expect(await currentUserStatus(product.baseUrl, first)).toBe(401);
      const renewed = await accessTokenOf(page);
      expect(renewed).not.toBe(first);
      expect(await currentUserStatus(product.baseUrl, renewed)).toBe(200);

      // The member keeps working: a feed, then a setting saved on the server.
      await page.getByRole('link', { name: 'Other Specialties' }).click();
      await page.getByRole('heading', { name: 'Other Specialties', level: 1 }).waitFor();
      const toggle = await showTooltipsSwitch(page, product.baseUrl);
      expect(await toggle.isChecked()).toBe(true);
      await toggle.click();
      await page.waitForFunction(() => {
        const input = document.querySelector<HTMLInputElement>('input[role="switch"]');
        return input && !input.checked && !input.disabled;
      });
      await page.reload();
      await page.getByRole('switch', { name: 'Show tooltips?' }).waitFor();
      expect(await page.getByRole('switch', { name: 'Show tooltips?' }).isChecked()).toBe(false);

      expect(expiredToasts()).toBe(0);
      expect(await hasStoredSession(page)).toBe(true);
    } finally {
      await page.context().close();
    }
  });

  it('prompts for the disclaimer until the member agrees; Cancel puts it off until the next visit', async () => {
    const page = await freshPage(browser);
    try {
      await signIn(page, product.baseUrl, 'hcp2@example.org', undefined, { acceptDisclaimer: false });
      const dialog = page.getByRole('dialog', { name: 'Disclaimer' });
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });

      await page.reload();
      await dialog.getByRole('button', { name: 'Agree' }).click();
      await dialog.waitFor({ state: 'detached' });
      const res = await fetch(`${product.baseUrl}/api/v1/disclaimer`, {
        headers: { authorization: `Bearer ${await accessTokenOf(page)}` },
      });
      expect(await res.json()).toEqual({ disclaimerRead: true });

      const checked = page.waitForResponse((r) => r.url().endsWith('/api/v1/disclaimer') && r.ok());
      await page.reload();
      await checked;
      await page.waitForTimeout(500);
      expect(await dialog.count()).toBe(0);
    } finally {
      await page.context().close();
    }
  });

  it('shows a tip once while tooltips are on; Got it records it as seen', async () => {
    const page = await freshPage(browser);
    try {
      await signIn(page, product.baseUrl, 'hcp@example.org');
      await page.goto(`${product.baseUrl}/my/profile`);
      const tip = page.getByText(TIP);
      await tip.waitFor();
      await page.getByRole('button', { name: 'Got it' }).click();
      await tip.waitFor({ state: 'hidden' });
      const res = await fetch(`${product.baseUrl}/api/v1/tooltips/check/profile.my-settings`, {
        headers: { authorization: `Bearer ${await accessTokenOf(page)}` },
      });
      expect(await res.json()).toEqual({ name: 'profile.my-settings', alreadyViewed: true });
      const checked = page.waitForResponse((r) => r.url().includes('/api/v1/tooltips/check/') && r.ok());
      await page.reload();
      await checked;
      await page.waitForTimeout(500);
      expect(await tip.count()).toBe(0);
    } finally {
      await page.context().close();
    }
  });

  it('administrators are never prompted', async () => {
    const page = await freshPage(browser);
    try {
      await signIn(page, product.baseUrl, 'admin@example.org', undefined, { acceptDisclaimer: false });
      await page.goto(`${product.baseUrl}/my/profile`);
      await page.getByRole('heading', { name: 'My profile' }).waitFor();
      await page.waitForTimeout(1500);
      expect(await page.getByRole('dialog', { name: 'Disclaimer' }).count()).toBe(0);
    } finally {
      await page.context().close();
    }
  });
});

const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = `pc_e2e_identity_${Date.now()}`;
const postgresProduct = started(async () => {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  return startProduct({ DATABASE_URL: url.toString() });
});

describe('a member disabled or deleted while signed in (PostgreSQL)', () => {
  let product: Product;
  let db: pg.Client;

  beforeAll(async () => {
    product = await postgresProduct();
    const url = new URL(adminUrl);
    url.pathname = `/${dbName}`;
    db = new pg.Client({ connectionString: url.toString() });
    await db.connect();
  });
  afterAll(async () => {
    await db?.end();
    await product?.stop();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  });

  async function expectExpiryThenSignOut(page: Page, expiredToasts: () => number) {
    await page.getByText(EXPIRED_TITLE).waitFor();
    await page.getByText(EXPIRED_BODY).waitFor();
    // Not at once: the member has the five seconds to read the notice.
    await page.waitForTimeout(2500);
    expect(await hasStoredSession(page)).toBe(true);
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(frame.url());
    });
    try {
      await page.getByLabel(/^password$/i).waitFor({ timeout: 15_000 });
    } catch (error) {
      // Say where the sign-out got stuck: the pages it went through and the one it ended on.
      const body = (
        await page
          .locator('main')
          .innerText()
          .catch(() => '')
      ).slice(0, 500);
      const path = (url: string) => new URL(url).pathname;
      throw new Error(
        `No sign-in page after sign-out; went through ${visited.map(path).join(' -> ') || 'nothing'}: ${body}`,
        { cause: error },
      );
    }
    expect(new URL(page.url()).pathname).toMatch(/^\/oidc\/interaction\//);
    // The issuer's session ended too (not only the app's stored tokens).
    expect(visited.map((url) => new URL(url).pathname)).toContain('/oidc/session/end');
    expect(await hasStoredSession(page)).toBe(false);
    expect(expiredToasts()).toBe(1);
  }

  it('disabled: the next call answers 401, the notice shows once, and the member is signed out after 5 s', async () => {
    const page = await freshPage(browser);
    const expiredToasts = await watchSessionExpiredToasts(page);
    try {
      await signIn(page, product.baseUrl, 'hcp@example.org');
      const toggle = await showTooltipsSwitch(page, product.baseUrl);
      await db.query(`update users set disabled = true where email = 'hcp@example.org'`);
      expect(await toggle.isChecked()).toBe(true);
      await toggle.click();
      // More calls fail while the notice is up: still one notice, one sign-out.
      await page.getByRole('link', { name: 'Other Specialties' }).click();
      await expectExpiryThenSignOut(page, expiredToasts);
      // The issuer refuses the disabled account too, and tells its owner (right password) why.
      await submitIssuerSignIn(page, 'hcp@example.org', 'demo-password');
      await page.getByText(/^This account is disabled\. Please contact member services at /).waitFor();
      // They have an account: the page does not ask whether they have one.
      expect(await page.getByText('Already have an account?').count()).toBe(0);
      expect(await axeAtBothWidths(page, { include: undefined })).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('deleted: loading the current user answers 401 and the member is signed out the same way', async () => {
    const page = await freshPage(browser);
    const expiredToasts = await watchSessionExpiredToasts(page);
    try {
      await signIn(page, product.baseUrl, 'hcp2@example.org');
      await db.query(`update users set deleted_at = now() where email = 'hcp2@example.org'`);
      await page.reload();
      await expectExpiryThenSignOut(page, expiredToasts);
    } finally {
      await page.context().close();
    }
  });
});

/** The issuer first: the product reads its discovery document when it starts. */
async function externalIssuerPair(): Promise<Product> {
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const issuer = await startProduct({ OIDC_ALLOWED_ORIGINS: origin });
  issuerOfExternal = issuer;
  return startProduct({
    PORT: String(port),
    OIDC_ISSUER: `${issuer.baseUrl}/oidc`,
    OIDC_AUDIENCE: `${issuer.baseUrl}/api`,
    OIDC_CLIENT_ID: 'peer-consults-web',
  });
}
let issuerOfExternal: Product | undefined;

describe('against a separately started "external" issuer', () => {
  let issuer: Product;
  let product: Product;

  beforeAll(async () => {
    product = await externalIssuer();
    issuer = issuerOfExternal!;
  });
  afterAll(async () => {
    await product?.stop();
    await issuer?.stop();
  });

  for (const { email, landing, top } of [
    {
      email: 'hcp@example.org',
      landing: '/consensuses',
      top: ['Home', 'My Specialty', 'Other Specialties', 'Case Consensuses', 'Resources', 'Submit Patient Case'],
    },
    {
      email: 'admin@example.org',
      landing: '/moderator/questions',
      top: ['Questions', 'Submit a Summary', 'Programs', 'Users', 'Search'],
    },
  ]) {
    it(`${email} signs in on the other server's issuer, lands, sees its navigation and signs out`, async () => {
      const page = await freshPage(browser);
      try {
        await page.goto(`${product.baseUrl}/login`);
        await page.getByLabel(/^password$/i).waitFor();
        expect(new URL(page.url()).origin).toBe(new URL(issuer.baseUrl).origin);
        await submitIssuerSignIn(page, email, 'demo-password');
        expect(await waitForLanding(page, product.baseUrl)).toBe(landing);

        await page.goto(`${product.baseUrl}/my/profile`);
        await page.getByRole('heading', { name: 'My profile' }).waitFor();
        await page.getByText(email).waitFor();
        await acceptDisclaimerIfPrompted(page, product.baseUrl);
        expect((await headerNavigation(page)).top).toEqual(top);

        await page.getByRole('button', { name: /account menu/i }).click();
        await page.getByRole('menuitem', { name: 'Logout' }).click();
        await page.getByLabel(/^password$/i).waitFor();
        expect(new URL(page.url()).origin).toBe(new URL(issuer.baseUrl).origin);
        expect(await hasStoredSession(page)).toBe(false);
      } finally {
        await page.context().close();
      }
    });
  }

  it('offers no magic links when the issuer is external', async () => {
    const page = await freshPage(browser);
    try {
      await page.goto(`${product.baseUrl}/login_magic`);
      await page.getByText('Sign-in links are not available').waitFor();
      expect(await page.getByRole('button', { name: 'Send sign-in link' }).count()).toBe(0);
    } finally {
      await page.context().close();
    }
  });
});
