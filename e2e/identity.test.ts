import { MESSAGES } from '@pc/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, dataDir } from './support/product';
import { seriousAxeViolations } from './support/axe';
import { closePage, launchBrowser } from './support/browser';
import { cleanPage, hasStoredSession, headerNavigation, userMenu } from './support/identity-pages';
import { axeAtBothWidths } from './support/user-pages';
import {
  acceptDisclaimerIfPrompted,
  signIn,
  signInWithMagicLink,
  submitIssuerSignIn,
  waitForLanding,
} from './support/sign-in';

/**
 * Issue 3 in the browser, against the run's product and its built-in issuer: every demo role signs in,
 * lands where spec §4 says, sees the navigation of its permissions and signs out; magic links; the
 * return-to path; the public identity pages; the redirect route; accessibility; the phone header.
 */
let browser: Browser;
/** One browser profile for the whole file, its sign-ins cleared before each test (see cleanPage). */
let context: BrowserContext;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
});
afterAll(() => browser?.close());

const MEMBER_NAV = [
  'Home',
  'My Specialty',
  'Other Specialties',
  'Case Consensuses',
  'Resources',
  'Submit Patient Case',
];
const MEMBER_MENU = ['Profile', 'Rewards', 'My Cases & Consults', 'Logout'];
const STAFF_MENU = ['Profile', 'Logout'];

/** Spec §4 landing and §2 navigation per demo role (their permissions are the role presets of spec §6). */
const ROLES = [
  {
    email: 'admin@example.org',
    landing: '/moderator/questions',
    top: ['Questions', 'Submit a Summary', 'Programs', 'Users', 'Search'],
    all: [
      'Public Questions',
      'All Questions',
      'Patient identifiers',
      'Submit a Summary',
      'Program overview',
      'Create emails',
      'House ads',
      'Users',
      'Search',
    ],
    menu: STAFF_MENU,
  },
  {
    email: 'moderator@example.org',
    landing: '/moderator/questions',
    top: ['Questions', 'Submit a Summary', 'Program overview', 'Search', 'Resources'],
    all: ['All Questions', 'Patient identifiers', 'Submit a Summary', 'Program overview', 'Search', 'Resources'],
    menu: STAFF_MENU,
  },
  {
    email: 'iqmoderator@example.org',
    landing: '/moderator/submitSummary',
    top: ['Case Consensuses', 'Submit a Summary', 'Search'],
    menu: STAFF_MENU,
  },
  // Lands on the first page it can open, which its header offers too.
  { email: 'sales@example.org', landing: '/consensuses', top: ['Case Consensuses', 'Resources'], menu: STAFF_MENU },
  {
    email: 'salesdemo@example.org',
    landing: '/questions',
    top: ['My Specialty', 'Other Specialties', 'Resources'],
    menu: STAFF_MENU,
  },
  { email: 'initial@example.org', landing: '/no-permissions', top: [], menu: STAFF_MENU },
  { email: 'hcp@example.org', landing: '/consensuses', top: MEMBER_NAV, menu: MEMBER_MENU },
  { email: 'testhcp@example.org', landing: '/consensuses', top: MEMBER_NAV, menu: MEMBER_MENU },
];

async function expectSignedOut(page: Page) {
  // Back at /login, which hands over to the issuer's sign-in form at once.
  await page.getByLabel(/^password$/i).waitFor();
  expect(new URL(page.url()).pathname).toMatch(/^\/oidc\/interaction\//);
  expect(await hasStoredSession(page)).toBe(false);
}

describe('each demo role signs in through the built-in issuer, lands, sees its navigation and signs out', () => {
  for (const role of ROLES) {
    it(role.email, async () => {
      const page = await cleanPage(context, baseUrl);
      try {
        expect(await signIn(page, baseUrl, role.email)).toBe(role.landing);

        if (role.landing === '/no-permissions') {
          await page.getByText('You do not have appropriate permissions for this application.').waitFor();
        }

        await page.goto(`${baseUrl}/my/profile`);
        await page.getByRole('heading', { name: 'My profile' }).waitFor();
        await acceptDisclaimerIfPrompted(page, baseUrl);
        const nav = await headerNavigation(page);
        expect(nav.top).toEqual(role.top);
        if (role.all) expect(nav.all).toEqual(role.all);
        expect(await userMenu(page)).toEqual(role.menu);

        if (role.landing === '/no-permissions') {
          // The no-permissions page's own Logout button signs out.
          await page.goto(`${baseUrl}/no-permissions`);
          await page.getByRole('button', { name: 'Logout' }).click();
        } else {
          await page.getByRole('button', { name: /account menu/i }).click();
          await page.getByRole('menuitem', { name: 'Logout' }).click();
        }
        await expectSignedOut(page);

        // Signed out for real: a protected page asks for a sign-in again.
        await page.goto(`${baseUrl}/my/profile`);
        await expectSignedOut(page);
      } finally {
        await closePage(page);
      }
    });
  }
});

describe('sign-in details', () => {
  it("records 'login_success' with the member's NPI and keeps the page asked for before sign-in", async () => {
    const page = await cleanPage(context, baseUrl);
    try {
      await page.goto(`${baseUrl}/my/profile?tab=settings`);
      await submitIssuerSignIn(page, 'hcp@example.org', 'demo-password');
      expect(await waitForLanding(page, baseUrl)).toBe('/my/profile');
      expect(new URL(page.url()).search).toBe('?tab=settings');
      await page.getByRole('switch', { name: 'Show tooltips?' }).waitFor();
      const events = await page.evaluate(() => (window as unknown as { dataLayer?: object[] }).dataLayer ?? []);
      expect(events).toContainEqual({ event: 'login_success', npi: '1234567893' });
      // Already signed in: /login goes straight to the landing.
      await page.goto(`${baseUrl}/login`);
      expect(await waitForLanding(page, baseUrl)).toBe('/consensuses');
    } finally {
      await closePage(page);
    }
  });

  it('a wrong password is refused on the issuer page, with no session in the app', async () => {
    const page = await cleanPage(context, baseUrl);
    try {
      await page.goto(`${baseUrl}/login`);
      await submitIssuerSignIn(page, 'hcp@example.org', 'not-the-password');
      await page.getByText('Wrong email or password.').waitFor();
      expect(new URL(page.url()).pathname).toMatch(/^\/oidc\//);
      expect(await hasStoredSession(page)).toBe(false);
    } finally {
      await closePage(page);
    }
  });

  it('a magic link from the outbox signs in, and lands on the page it was asked for', async () => {
    const page = await cleanPage(context, baseUrl);
    try {
      expect(await signInWithMagicLink(page, baseUrl, dataDir, 'hcp2@example.org')).toBe('/consensuses');
      await page.getByRole('button', { name: /account menu: David Ruiz/i }).waitFor();
      await page.context().clearCookies();
      await page.evaluate(() => localStorage.clear());

      expect(await signInWithMagicLink(page, baseUrl, dataDir, 'hcp2@example.org', { returnTo: '/my/profile' })).toBe(
        '/my/profile',
      );
    } finally {
      await closePage(page);
    }
  });

  it('a route needing a permission the member lacks shows /no-permissions', async () => {
    const page = await cleanPage(context, baseUrl);
    try {
      await signIn(page, baseUrl, 'initial@example.org');
      await page.goto(`${baseUrl}/questions`);
      await page.waitForURL(/\/no-permissions$/);
      await page.getByRole('button', { name: 'Logout' }).waitFor();
    } finally {
      await closePage(page);
    }
  });
});

describe('public identity pages', () => {
  it('/login_magic validates the address and answers the same for unknown e-mails', async () => {
    const page = await cleanPage(context, baseUrl);
    try {
      await page.goto(`${baseUrl}/login_magic/`);
      await page.getByRole('button', { name: 'Send sign-in link' }).click();
      await page.getByText('Required').waitFor();
      await page.getByLabel('E-mail address').fill('not-an-address');
      await page.getByRole('button', { name: 'Send sign-in link' }).click();
      await page.getByText('Email address is in invalid format.').waitFor();
      await page.getByLabel('E-mail address').fill('nobody-here@example.org');
      await page.getByRole('button', { name: 'Send sign-in link' }).click();
      await page
        .getByText(/check your e-mail/i)
        .first()
        .waitFor();
    } finally {
      await closePage(page);
    }
  });

  it('the redirect route follows paths of the product only; anything else is not found', async () => {
    const page = await cleanPage(context, baseUrl);
    try {
      await page.goto(`${baseUrl}/redirect?redirectUrl=${encodeURIComponent('/faq')}`);
      await page.waitForURL(`${baseUrl}/faq`);
      for (const target of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)']) {
        await page.goto(`${baseUrl}/redirect?redirectUrl=${encodeURIComponent(target)}`);
        await page.waitForURL(`${baseUrl}/404`);
        await page.getByText("You've been redirected here because the page you requested").waitFor();
      }
    } finally {
      await closePage(page);
    }
  });

  it('/redirecting shows a fixed text per error code, never the error_description of the URL', async () => {
    const page = await cleanPage(context, baseUrl);
    try {
      const lure = 'Your account is locked. Call +1 555 0100 now.';
      await page.goto(
        `${baseUrl}/redirecting?error=access_denied&state=abc&error_description=${encodeURIComponent(lure)}`,
      );
      await page.getByText('We could not sign you in').waitFor();
      await page.getByText('The sign-in was cancelled or refused. Please try again.').waitFor();
      expect(await page.content()).not.toContain('Call +1 555 0100');
    } finally {
      await closePage(page);
    }
  });

  it('/registration explains joining and checks the request; success and member-services pages exist', async () => {
    const page = await cleanPage(context, baseUrl);
    try {
      await page.goto(`${baseUrl}/registration/`);
      await page.getByRole('heading', { name: 'Join Peer Consults' }).waitFor();
      await page.getByRole('heading', { name: 'How it works' }).waitFor();
      await page.getByRole('button', { name: 'Request membership' }).click();
      expect(await page.getByText('Required').count()).toBe(5);
      await page.getByLabel('First name').fill('Grace');
      await page.getByLabel('Last name').fill('Hopper');
      await page.getByLabel('E-mail address').fill('grace@example.org');
      await page.getByLabel('NPI number').fill('1234567890');
      await page.getByLabel('Specialty').fill('Cardiology');
      await page.getByRole('button', { name: 'Request membership' }).click();
      await page.getByText('This NPI does not match the NPI standard').waitFor();
      await page.getByLabel('NPI number').fill('1234567893');
      await page.getByRole('button', { name: 'Request membership' }).click();
      await page.waitForURL(`${baseUrl}/registration/success`);
      await page.getByText('grace@example.org').waitFor();
      await page.goto(`${baseUrl}/registration/member-services`);
      await page.getByRole('heading', { name: 'Member services' }).waitFor();
    } finally {
      await closePage(page);
    }
  });
});

describe('toasts', () => {
  const areaChunk = /\/assets\/notification-area-[^/]+\.js$/;
  const failSavingSettings = (page: Page) =>
    page.route('**/api/v1/tooltips/*', (route) =>
      route.request().method() === 'POST' ? route.abort() : route.fallback(),
    );

  async function settings(page: Page) {
    await signIn(page, baseUrl, 'sales@example.org');
    await page.goto(`${baseUrl}/my/profile?tab=settings`);
    await acceptDisclaimerIfPrompted(page, baseUrl);
    const toggle = page.getByRole('switch', { name: 'Show tooltips?' });
    await toggle.waitFor();
    return toggle;
  }

  it('shows the generic error toast when saving a setting fails', async () => {
    const page = await cleanPage(context, baseUrl);
    try {
      const toggle = await settings(page);
      await failSavingSettings(page);
      await toggle.click();
      await page.getByText(MESSAGES.genericErrorTitle).first().waitFor();
    } finally {
      await closePage(page);
    }
  });

  it('keeps the page working, and the message showing, when the notification area cannot be fetched', async () => {
    const page = await cleanPage(context, baseUrl);
    const areaRequests: string[] = [];
    page.on('request', (r) => {
      if (areaChunk.test(new URL(r.url()).pathname)) areaRequests.push(r.url());
    });
    await page.route(areaChunk, (route) => route.abort());
    try {
      const toggle = await settings(page);
      await failSavingSettings(page);
      await toggle.click();
      await expect.poll(() => areaRequests.length).toBeGreaterThan(0);
      // The plain fallback list carries the message meanwhile (e2e/shell-ui.test.ts checks it in full).
      await page.getByText(MESSAGES.genericErrorTitle).first().waitFor();
      await page.getByRole('tab', { name: 'About me' }).click();
      await page.getByText('E-mail address').waitFor();
    } finally {
      await closePage(page);
    }
  });
});

describe('accessibility and the phone header', () => {
  it('has no serious axe findings on /login, the issuer sign-in page, /login_magic, /registration and unsubscribe', async () => {
    const page = await cleanPage(context, baseUrl);
    try {
      // Hold /login on screen: the issuer's authorize request answers 204, so the browser stays.
      await page.route('**/oidc/auth?**', (route) => route.fulfill({ status: 204 }));
      await page.goto(`${baseUrl}/login`);
      await page.getByText('Taking you to the Peer Consults sign-in page').waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.unroute('**/oidc/auth?**');

      await page.goto(`${baseUrl}/login`);
      await page.getByLabel(/^password$/i).waitFor();
      // The issuer's sign-in page, the same after a refused password: no invitation to log in.
      expect(await page.getByText('Already have an account?').count()).toBe(0);
      expect(await axeAtBothWidths(page, { include: undefined })).toEqual([]);
      await submitIssuerSignIn(page, 'no.such.member@example.org', 'not-the-password');
      await page.getByText('Wrong email or password.').waitFor();
      expect(await page.getByText('Already have an account?').count()).toBe(0);

      for (const path of ['/login_magic', '/registration']) {
        await page.goto(`${baseUrl}${path}`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        expect(await seriousAxeViolations(page), path).toEqual([]);
      }
      // /login_magic is a sign-in page too; /registration keeps the public header's invitation.
      expect(await page.getByRole('banner').getByText('Already have an account?').count()).toBe(1);
      await page.goto(`${baseUrl}/login_magic`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.getByText('Already have an account?').count()).toBe(0);

      // The unsubscribe page of campaign mail (server-rendered, like the issuer's): no invitation either.
      await page.goto(`${baseUrl}/api/v1/unsubscribe/not-a-token-we-sent`);
      await page.getByRole('heading', { level: 1, name: 'Unsubscribe' }).waitFor();
      expect(await page.getByText('Already have an account?').count()).toBe(0);
      expect(await axeAtBothWidths(page, { include: undefined })).toEqual([]);
    } finally {
      await closePage(page);
    }
  });

  it('has no serious axe findings on /my/profile (both tabs) and /no-permissions', async () => {
    const page = await cleanPage(context, baseUrl);
    try {
      // Initial opens no page: it lands on /no-permissions.
      await signIn(page, baseUrl, 'initial@example.org');
      await page.getByRole('button', { name: 'Logout' }).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.goto(`${baseUrl}/my/profile`);
      await page.getByRole('heading', { name: 'My profile' }).waitFor();
      await acceptDisclaimerIfPrompted(page, baseUrl);
      await page.getByText('E-mail address').waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.getByRole('tab', { name: 'My Settings' }).click();
      await page.getByRole('switch', { name: 'Show tooltips?' }).waitFor();
      // Opening My Settings puts the tip that points there away (after its fade-out).
      await page.getByText('Tips like this one point out features').waitFor({ state: 'hidden' });
      expect(await seriousAxeViolations(page)).toEqual([]);
    } finally {
      await closePage(page);
    }
  });

  it('at 390 px the navigation moves into the hamburger menu and nothing overflows', async () => {
    const page = await cleanPage(context, baseUrl);
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await signIn(page, baseUrl, 'hcp@example.org');
      await page.goto(`${baseUrl}/questions`);
      await page.getByRole('heading', { name: 'My Specialty' }).waitFor();
      expect(await page.locator('header.pc-header nav[aria-label="Main"]').isVisible()).toBe(false);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect(await seriousAxeViolations(page)).toEqual([]);

      await page.getByRole('button', { name: 'Open navigation' }).click();
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      await drawer.waitFor();
      const items = await drawer
        .locator('[data-nav-item]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-nav-item')));
      expect(items).toEqual(MEMBER_NAV);
      await drawer.getByRole('link', { name: 'Other Specialties' }).click();
      await page.waitForURL(`${baseUrl}/questions_other`);
      await drawer.waitFor({ state: 'detached' });

      expect(await userMenu(page)).toEqual(MEMBER_MENU);
    } finally {
      await closePage(page);
    }
  });
});
