import type { CommentsResponse, TopicFeedResponse } from '@pc/contracts';
import { MESSAGES, TIMING } from '@pc/contracts';
import type { Browser, BrowserContext, Locator, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl } from './support/product';
import { seriousAxeViolations } from './support/axe';
import { closePage, launchBrowser } from './support/browser';
import { shootWholePage } from './support/screens';
import { signIn } from './support/sign-in';
import { apiAs, axeAtBothWidths, DESKTOP, PHONE } from './support/user-pages';

/**
 * Issue 12, the shell in Chromium, as the administrator (one sign-in): the design components page
 * (every piece in its labelled section, usable by keyboard, axe-clean at 1280 and 390 px, screenshots
 * with UPDATE_SCREENS=1); the header's menus, the phone drawer and a confirm dialog with named close
 * buttons and no serious axe finding; toasts raised by a real action whose call fails (the Show
 * tooltips? switch, its POST answered 500 by `page.route`, so nothing is stored): gone 6 s after
 * showing, removed 300 ms after dismissal, a repeat within 300 ms not shown twice; and, with the
 * notification chunk blocked, the same toast as a plain list until the chunk can be fetched again.
 * Also the screen-level fixes: moderator page spacing on a phone, the Sort by mark, the 'Join the
 * conversation' link and the profile tip beside (not over) the e-mail address.
 */

const DESIGN_SECTIONS = [
  'Buttons',
  'Link',
  'Logo',
  'Chips',
  'Consensus tile',
  'Pagination',
  'Filter dropdown',
  'Avatar',
  'User dropdown',
];
const TOOLTIP_CALLS = /\/api\/v1\/tooltips\/(allow|disable)$/;
const CHUNK = /\/assets\/notification-area-[^/]*\.js/;
const MENU_CHUNKS = /\/assets\/(NavGroupMenu|UserDropdownMenu)-[^/]*\.js/;

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: DESKTOP });
  page = await context.newPage();
  await signIn(page, baseUrl, 'admin@example.org');
});
afterAll(async () => {
  for (const p of context?.pages() ?? []) await closePage(p).catch(() => {});
  await context?.close().catch(() => {});
  await browser?.close();
});

/** Records, in the page's own clock, when each toast with `title` appears and leaves. */
async function watchToasts(target: Page, title: string) {
  await target.evaluate((title) => {
    const w = window as unknown as { __toasts: { added: number[]; removed: number[] } };
    w.__toasts = { added: [], removed: [] };
    // A toast arrives on its own or inside the notification area mounting with it.
    const toastsIn = (n: Node) => {
      if (!(n instanceof HTMLElement)) return [];
      const all = n.matches('.mantine-Notification-root') ? [n] : [...n.querySelectorAll('.mantine-Notification-root')];
      return all.filter((e) => e.textContent?.includes(title));
    };
    new MutationObserver((records) => {
      const now = performance.now();
      for (const r of records) {
        for (const n of r.addedNodes) for (const _ of toastsIn(n)) w.__toasts.added.push(now);
        for (const n of r.removedNodes) for (const _ of toastsIn(n)) w.__toasts.removed.push(now);
      }
    }).observe(document.body, { childList: true, subtree: true });
  }, title);
  return () =>
    target.evaluate(() => (window as unknown as { __toasts: { added: number[]; removed: number[] } }).__toasts);
}

async function openSettings(target: Page) {
  await target.goto(`${baseUrl}/my/profile?tab=settings`);
  await target.getByRole('switch', { name: 'Show tooltips?' }).waitFor();
}

/** Flips the switch; its call fails, so it is enabled again at once and the generic error toast shows. */
async function failToggle(target: Page) {
  const toggle = target.getByRole('switch', { name: 'Show tooltips?' });
  await toggle.click();
  await expect.poll(() => toggle.isEnabled()).toBe(true);
}

/**
 * Two failing flips, the second as soon as the switch is free again, all inside the page, so the gap
 * between the two failures is the app's own time. The page's `fetch` answers the two calls with a 500
 * itself for the time of the pair: answered through the test process (`page.route`), each call was a
 * round trip to a busy worker, and on the loaded CI machine the pair came more than the duplicate window
 * apart, or was handled more than 300 ms apart though answered less than 250 ms apart (CI, 2026-11-30).
 *
 * Returns when the switch was free again after each failure (`performance.now()`): the app raises the
 * toast as it frees the switch, so that gap is the one the duplicate filter sees.
 */
async function failToggleTwice(target: Page): Promise<number[]> {
  return target
    .getByRole('switch', { name: 'Show tooltips?' })
    .evaluate(async (toggle: HTMLInputElement, calls: string) => {
      const freeAgain = () =>
        new Promise<number>((resolve, reject) => {
          let busy = false;
          const observer = new MutationObserver(() => {
            if (toggle.disabled) busy = true;
            else if (busy) {
              clearTimeout(timer);
              observer.disconnect();
              resolve(performance.now());
            }
          });
          const timer = setTimeout(() => {
            observer.disconnect();
            reject(new Error('the switch was not busy and then free again within 20 s'));
          }, 20_000);
          observer.observe(toggle, { attributes: true, attributeFilter: ['disabled'] });
        });
      const realFetch = window.fetch;
      const failing = new RegExp(calls);
      window.fetch = (input, init) => {
        const url = input instanceof Request ? input.url : String(input);
        if (!failing.test(url)) return realFetch(input, init);
        const body = JSON.stringify({ statusCode: 500, error: 'Internal Server Error', message: 'x' });
        return Promise.resolve(new Response(body, { status: 500, headers: { 'content-type': 'application/json' } }));
      };
      try {
        const freedAt: number[] = [];
        for (let flip = 0; flip < 2; flip++) {
          const done = freeAgain();
          toggle.click();
          freedAt.push(await done);
        }
        return freedAt;
      } finally {
        window.fetch = realFetch;
      }
    }, TOOLTIP_CALLS.source);
}

describe('design components page', () => {
  it('shows each piece in a labelled section, by keyboard, axe-clean at both widths, without sideways scroll', async () => {
    await page.goto(`${baseUrl}/moderator/design/components`);
    await page.getByRole('heading', { level: 1, name: 'Design components' }).waitFor();
    for (const name of DESIGN_SECTIONS) {
      const section = page.getByRole('region', { name, exact: true });
      expect(await section.count(), name).toBe(1);
    }
    // Pagination: sibling count 1 around page 5 of 12, and the next page by keyboard.
    const pages = page.getByRole('navigation', { name: 'Pagination example' });
    expect((await pages.getByRole('button', { name: /^Page \d+$/ }).allTextContents()).map(Number)).toEqual([
      1, 4, 5, 6, 12,
    ]);
    await pages.getByRole('button', { name: 'Next page' }).focus();
    await page.keyboard.press('Enter');
    await pages.locator('[aria-current="page"]', { hasText: '6' }).waitFor();
    // The filter dropdown: the spec's three specialties, chosen by keyboard.
    const filter = page.getByRole('button', { name: 'Filter: Allergy' });
    await filter.focus();
    await page.keyboard.press('Enter');
    const options = page.getByRole('menu').getByRole('menuitem');
    await options.first().waitFor();
    expect((await options.allTextContents()).map((t) => t.trim())).toEqual(['Allergy', 'Dermatology', 'Cardiology']);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Filter: Dermatology' }).waitFor();
    await page.getByRole('menu').waitFor({ state: 'detached' });
    // The user dropdown of the header, with sample items.
    await page
      .getByRole('region', { name: 'User dropdown' })
      .getByRole('button', { name: /account menu/i })
      .click();
    await expect.poll(() => page.getByRole('menu').getByRole('menuitem').count()).toBe(3);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });

    expect(await axeAtBothWidths(page)).toEqual([]);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await shootWholePage(page, 'design-components-desktop.png');
    await page.setViewportSize(PHONE);
    await shootWholePage(page, 'design-components-phone.png');
    await page.setViewportSize(DESKTOP);
  });
});

describe('header and dialogs', () => {
  it('names every close button, styles the menu labels as the links, and keeps the menus axe-clean, at desktop and in the phone drawer', async () => {
    const found: string[] = [];
    await page.goto(`${baseUrl}/moderator/users`);
    await page.getByRole('heading', { level: 1, name: 'Users' }).waitFor();
    const header = page.locator('header.pc-header');
    for (const opener of [
      header.getByRole('button', { name: /account menu/i }),
      header.locator('[data-nav-group="Questions"]'),
    ]) {
      await opener.click();
      await page.getByRole('menu').waitFor();
      found.push(...(await seriousAxeViolations(page)));
      await page.keyboard.press('Escape');
      await page.getByRole('menu').waitFor({ state: 'detached' });
    }
    // The menus' labels (their code loaded now) look like the links beside them: size, weight, colour, spacing.
    const look = (entry: Locator) =>
      entry.evaluate((el) => {
        const s = getComputedStyle(el);
        return [s.fontFamily, s.fontSize, s.fontWeight, s.lineHeight, s.color, s.padding].join(' / ');
      });
    const link = await look(header.locator('nav [data-nav-item="Search"]'));
    for (const group of ['Questions', 'Programs']) {
      expect(await look(header.locator(`[data-nav-group="${group}"]`)), group).toBe(link);
    }
    // A confirm dialog (ModalsProvider, so the theme's default): its × is named and closes it.
    await page
      .getByRole('button', { name: /^Delete/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Close' }).waitFor();
    found.push(...(await seriousAxeViolations(page)).map((v) => `dialog: ${v}`));
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.getByRole('button', { name: 'Close' }).waitFor();
    found.push(...(await seriousAxeViolations(page)).map((v) => `drawer: ${v}`));
    await drawer.getByRole('button', { name: 'Close' }).click();
    await drawer.waitFor({ state: 'detached' });
    await page.setViewportSize(DESKTOP);
    expect(found).toEqual([]);
  });
  it('opens a menu whose code arrives between the press and the release of its button', async () => {
    // The menus' chunks are held until the button is pressed, so the swap from the stand-in button to
    // the menu's own always falls between press and release (on a loaded machine it sometimes did).
    for (const opener of ['account menu', 'Questions']) {
      const held = await context.newPage();
      const waiting: Route[] = [];
      let holding = true;
      await held.route(MENU_CHUNKS, (route) => (holding ? waiting.push(route) : route.continue()));
      await held.goto(`${baseUrl}/faq`);
      const header = held.locator('header.pc-header');
      const button =
        opener === 'account menu'
          ? header.getByRole('button', { name: /account menu/i })
          : header.locator('[data-nav-group="Questions"]');
      await button.waitFor();
      const standIn = await button.elementHandle();
      const box = await button.boundingBox();
      if (!standIn || !box) throw new Error(`no ${opener} button`);
      await held.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await held.mouse.down();
      await expect.poll(() => waiting.length, { message: `${opener}: its chunk asked for` }).toBeGreaterThan(0);
      holding = false;
      for (const route of waiting.splice(0)) await route.continue();
      await held.waitForFunction((el) => !el.isConnected, standIn);
      await held.mouse.up();
      await held.getByRole('menu').waitFor({ timeout: 10_000 });
      await closePage(held);
    }
  });
});

describe('pages anyone may open, signed in', () => {
  it("keep the app's header and menu, and the FAQ adds the rewards and honoraria section", async () => {
    for (const [path, heading] of [
      ['/faq', 'Frequently asked questions'],
      ['/about', 'About Peer Consults'],
      ['/disclaimer', 'Disclaimer'],
      ['/support', 'Contact support'],
      ['/no/such/page', 'Page not found'],
    ] as const) {
      await page.goto(`${baseUrl}${path}`);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      // The signed-in shell: the user menu is there, the public invitation to log in is not.
      await page.getByRole('button', { name: /^Account menu/ }).waitFor();
      expect(await page.getByText('Already have an account?').count(), path).toBe(0);
      expect(await axeAtBothWidths(page), path).toEqual([]);
    }
    await page.goto(`${baseUrl}/faq`);
    await page.getByRole('heading', { name: 'Rewards and honoraria' }).waitFor();
    await page.getByRole('button', { name: 'How do rewards work?' }).waitFor();
  });
});

describe('a page whose code is gone (a new release replaced the files)', () => {
  it('reloads once, then offers a reload and the way home instead of the router’s bare error', async () => {
    const aboutChunk = /\/assets\/AboutPage-[^/]*\.js/;
    await page.goto(`${baseUrl}/faq`);
    await page.getByRole('heading', { level: 1, name: 'Frequently asked questions' }).waitFor();
    await page.route(aboutChunk, (route) => route.abort());
    try {
      const reloaded = page.waitForEvent('load');
      await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'About' }).click();
      await reloaded;
      await page.getByRole('heading', { level: 1, name: 'Peer Consults was updated' }).waitFor();
      await page.getByRole('button', { name: 'Reload the page' }).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
    } finally {
      await page.unroute(aboutChunk);
    }
    await page.getByRole('button', { name: 'Reload the page' }).click();
    await page.getByRole('heading', { level: 1, name: 'About Peer Consults' }).waitFor();
  });
});

describe('screen-level fixes', () => {
  it('moderator pages keep space under the header and along both edges of a phone', async () => {
    await page.setViewportSize(PHONE);
    try {
      await page.goto(`${baseUrl}/moderator/questions`);
      const title = page.getByRole('heading', { level: 1, name: 'All Questions' });
      await title.waitFor();
      const header = (await page.locator('header.pc-header').boundingBox())!;
      const heading = (await title.boundingBox())!;
      expect(heading.y - (header.y + header.height)).toBeGreaterThanOrEqual(12);
      const create = (await page.getByRole('link', { name: 'Create question' }).boundingBox())!;
      expect(create.x).toBeGreaterThanOrEqual(8);
      expect(create.x + create.width).toBeLessThanOrEqual(PHONE.width - 8);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    } finally {
      await page.setViewportSize(DESKTOP);
    }
  });

  it("marks the chosen Sort by order where it is, and links 'Join the conversation' to the newer product", async () => {
    // A question whose thread the administrator reads with more than one answer (so Sort by shows).
    const feed = await apiAs<TopicFeedResponse>(page, baseUrl, 'GET', '/topics?pageNumber=1');
    let topicId = 0;
    for (const topic of [feed.featured, feed.answered, feed.archive].flatMap((part) => part?.items ?? [])) {
      const thread = await apiAs<CommentsResponse>(page, baseUrl, 'GET', `/comments?topicId=${topic.id}`);
      if (thread.showResponses && thread.comments.length > 1) {
        topicId = topic.id;
        break;
      }
    }
    expect(topicId, 'a seeded question with answers').toBeGreaterThan(0);
    // type=redirected opens the thread (spec §2) without the sponsored-program notice in between.
    await page.goto(`${baseUrl}/questions/${topicId}?type=redirected`);
    const join = page.getByRole('link', { name: /Continue in Peer Consults/ });
    expect(await join.getAttribute('href')).toMatch(/^https:\/\//);
    expect(await join.getAttribute('target')).toBe('_blank');
    const sort = page.getByRole('radiogroup', { name: 'Sort by' });
    await sort.waitFor();
    // A question with a sponsored program shows its notice first (spec §2); Next goes on to the thread.
    const notice = page.getByRole('dialog', { name: 'Sponsored educational program' });
    if (
      await notice.waitFor({ timeout: 3000 }).then(
        () => true,
        () => false,
      )
    ) {
      await notice.getByRole('button', { name: 'Next' }).click();
      await notice.waitFor({ state: 'detached' });
    }
    for (const order of ['Date', 'Rating']) {
      await sort.getByText(order, { exact: true }).click();
      await page.waitForFunction((order) => {
        const root = document.querySelector('.mantine-SegmentedControl-root');
        const mark = root?.querySelector('.mantine-SegmentedControl-indicator')?.getBoundingClientRect();
        const chosen = root?.querySelector('label[data-active]');
        if (!root || !mark || chosen?.textContent !== order) return false;
        const label = chosen.getBoundingClientRect();
        const box = root.getBoundingClientRect();
        const near = (a: number, b: number) => Math.abs(a - b) <= 1.5;
        const inside =
          mark.left >= box.left && mark.right <= box.right && mark.top >= box.top && mark.bottom <= box.bottom;
        return inside && near(mark.left, label.left) && near(mark.width, label.width) && near(mark.top, label.top);
      }, order);
    }
  });

  it('shows the first-visit tip on the profile without covering the e-mail address', async () => {
    const tipPage = await context.newPage();
    // The administrator is never prompted and demo members may have seen the tip: the page is told
    // tips are on and this one is unseen, and its "seen" call is answered here, so nothing is stored.
    await tipPage.route(/\/api\/v1\/current_user$/, async (route) => {
      const res = await route.fetch();
      await route.fulfill({ response: res, json: { ...(await res.json()), showTooltips: true } });
    });
    await tipPage.route(/\/api\/v1\/tooltips\/check\//, (route) =>
      route.fulfill({ json: { name: 'profile.my-settings', alreadyViewed: false } }),
    );
    await tipPage.route(/\/api\/v1\/tooltips\/view$/, (route) =>
      route.fulfill({ json: { name: 'profile.my-settings', alreadyViewed: true } }),
    );
    try {
      for (const viewport of [DESKTOP, PHONE]) {
        await tipPage.setViewportSize(viewport);
        await tipPage.goto(`${baseUrl}/my/profile`);
        const tip = tipPage.getByRole('note', { name: 'Tip' });
        await tip.waitFor();
        const email = tipPage.getByText('admin@example.org', { exact: true });
        const a = (await tip.boundingBox())!;
        const b = (await email.boundingBox())!;
        const overlap = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
        expect(overlap, `tip over the e-mail at ${viewport.width} px`).toBe(false);
        expect(await seriousAxeViolations(tipPage, { include: ['#main'] })).toEqual([]);
      }
      await tipPage.getByRole('button', { name: 'Got it' }).click();
      await tipPage.getByRole('note', { name: 'Tip' }).waitFor({ state: 'detached' });
    } finally {
      await closePage(tipPage);
    }
  });
});

describe('toasts (spec §4, §9)', () => {
  it('leave 6 s after showing, 300 ms after dismissal, and a repeat within 300 ms shows once', async () => {
    await page.route(TOOLTIP_CALLS, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"statusCode":500,"message":"x"}' }),
    );
    try {
      await openSettings(page);
      const toasts = await watchToasts(page, MESSAGES.genericErrorTitle);
      const shown = page.locator('.mantine-Notification-root', { hasText: MESSAGES.genericErrorTitle });

      // Lifetime: the toast leaves by itself 6000 ms after it appeared (+ its 300 ms exit).
      await failToggle(page);
      await shown.waitFor();
      expect(await shown.getByRole('link', { name: 'Contact Member Services' }).getAttribute('href')).toMatch(
        /^mailto:/,
      );
      expect(await shown.textContent()).toContain(MESSAGES.genericErrorBody);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.mouse.move(5, 400); // hovering a toast pauses its clock
      await shown.waitFor({ state: 'detached', timeout: 10_000 });
      let t = await toasts();
      const lifetime = t.removed[0]! - t.added[0]!;
      expect(lifetime).toBeGreaterThanOrEqual(TIMING.toastLifetimeMs);
      expect(lifetime).toBeLessThan(TIMING.toastLifetimeMs + TIMING.toastRemovalMs + 400);

      // Dismissal: removed 300 ms after the close button is pressed.
      await failToggle(page);
      await shown.waitFor();
      const pressedAt = await shown
        .getByRole('button', { name: `Dismiss: ${MESSAGES.genericErrorTitle}` })
        .evaluate((button: HTMLElement) => {
          const at = performance.now();
          button.click();
          return at;
        });
      await shown.waitFor({ state: 'detached' });
      t = await toasts();
      const removal = t.removed[1]! - pressedAt;
      expect(removal).toBeGreaterThanOrEqual(TIMING.toastRemovalMs - 20);
      expect(removal).toBeLessThan(TIMING.toastRemovalMs + 300);

      // Duplicates: two failures handled less than 300 ms apart give one toast. The switch is busy
      // while its call runs, so the second flip follows the first failure (failToggleTwice); a slow
      // moment can make the gap longer, and then the pair is tried again. The margin covers the time
      // between raising a toast and freeing the switch, which can differ between the two failures.
      let pairShown = false;
      for (let attempt = 0; attempt < 4 && !pairShown; attempt++) {
        const before = await toasts();
        const [first, second] = await failToggleTwice(page);
        await shown.first().waitFor();
        await page.waitForTimeout(TIMING.toastDuplicateWindowMs);
        const after = await toasts();
        if (second! - first! >= TIMING.toastDuplicateWindowMs - 100) {
          await shown.first().waitFor({ state: 'detached', timeout: 10_000 });
          continue;
        }
        expect(after.added.length - before.added.length).toBe(1);
        pairShown = true;
        // Past the window the same toast shows again.
        await failToggle(page);
        await expect.poll(() => shown.count()).toBe(2);
      }
      expect(pairShown).toBe(true);
    } finally {
      await page.unroute(TOOLTIP_CALLS);
    }
  });

  it('show as a plain accessible list while the notification chunk cannot load, and recover when it can', async () => {
    const blocked = await context.newPage();
    await blocked.route(CHUNK, (route) => route.abort());
    await blocked.route(TOOLTIP_CALLS, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"statusCode":500,"message":"x"}' }),
    );
    try {
      await openSettings(blocked);
      await failToggle(blocked);
      const fallback = blocked.getByRole('region', { name: 'Notifications' });
      const item = fallback.getByRole('alert').filter({ hasText: MESSAGES.genericErrorTitle });
      await item.waitFor();
      expect(await item.textContent()).toContain(MESSAGES.genericErrorBody);
      expect(await item.getByRole('link', { name: 'Contact Member Services' }).count()).toBe(1);
      expect(await seriousAxeViolations(blocked)).toEqual([]);
      await item.getByRole('button', { name: `Dismiss: ${MESSAGES.genericErrorTitle}` }).click();
      await item.waitFor({ state: 'detached' });

      // Once the chunk can be fetched, the next toast brings Mantine's area.
      const fetched = blocked.waitForResponse((r) => CHUNK.test(r.url()) && r.ok());
      await blocked.unroute(CHUNK);
      await blocked.waitForTimeout(TIMING.toastDuplicateWindowMs);
      await failToggle(blocked);
      await fetched;
      await blocked.locator('.mantine-Notification-root', { hasText: MESSAGES.genericErrorTitle }).waitFor();
      expect(await blocked.locator('[data-toast-fallback]').count()).toBe(0);
    } finally {
      await closePage(blocked);
    }
  });
});
