import type { Locator, Page } from 'playwright-core';
import { externalLinkProblems, markHeadings, type PageExpectation, popupSettled, waitForPage } from './route-walk';
import { DESKTOP, PHONE } from './user-pages';

/** What a walk over the signed-in header needs to know about the role and the product. */
export interface HeaderWalk {
  page: Page;
  baseUrl: string;
  /** What an in-app address must open for this role; null when the route table does not list it. */
  expectationFor: (path: string) => PageExpectation | null;
  /** The configured https address of an external item, by its label; undefined for an in-app item. */
  externalHref: (label: string) => string | undefined;
  /** axe on a part of the page; absent when another role of the same group has already checked it. */
  axePart?: (what: string, selectors: string[]) => Promise<void>;
  /** What is wrong, one line each. */
  wrong: string[];
}

const menu = (page: Page) => page.getByRole('menu');

/**
 * Opens the item (`open` shows its menu first), then clicks an in-app one and waits for its page, or
 * checks an external one's configured https address and new tab without leaving.
 */
async function followItem(walk: HeaderWalk, label: string, open: () => Promise<void>, locate: () => Locator) {
  const { page, wrong } = walk;
  await open();
  const link = locate();
  const name = label.split(' › ').at(-1)!;
  const external = walk.externalHref(name);
  if (external !== undefined || (await link.getAttribute('target')) === '_blank') {
    if (!external) wrong.push(`${label}: an external link the spec does not list (${await link.getAttribute('href')})`);
    else wrong.push(...(await externalLinkProblems(link, label, external)));
    await page.keyboard.press('Escape');
    return;
  }
  const href = (await link.getAttribute('href')) ?? '';
  const path = new URL(href, walk.baseUrl).pathname;
  await markHeadings(page);
  await link.click();
  // A link the table does not list must still open a real page.
  const expected = walk.expectationFor(path) ?? { path, heading: /^(?!Page not found$).+/ };
  const problem = await waitForPage(page, expected);
  if (problem) wrong.push(`${label} (${href}): ${problem}`);
}

/** Every header entry at desktop width: each link, and each item of each group (Questions, Programs). */
export async function walkHeaderLinks(walk: HeaderWalk) {
  const { page } = walk;
  const nav = page.locator('header.pc-header nav[aria-label="Main"]');
  const entries = await nav
    .locator(':scope > [data-nav-item], :scope > [data-nav-group]')
    .evaluateAll((els) =>
      els.map((e) => ({ item: e.getAttribute('data-nav-item'), group: e.getAttribute('data-nav-group') })),
    );
  for (const { item, group } of entries) {
    if (item) {
      await followItem(
        walk,
        item,
        async () => {},
        () => nav.locator(`:scope > [data-nav-item="${item}"]`),
      );
      continue;
    }
    const openGroup = async () => {
      await nav.locator(`:scope > [data-nav-group="${group}"]`).click();
      await menu(page).waitFor();
      await popupSettled(page, '[role="menu"]');
    };
    await openGroup();
    await walk.axePart?.(`the ${group} menu`, ['[role="menu"]']);
    const labels = await menu(page)
      .locator('[data-nav-item]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-nav-item') ?? ''));
    await page.keyboard.press('Escape');
    for (const label of labels) {
      await followItem(walk, `${group} › ${label}`, openGroup, () => menu(page).locator(`[data-nav-item="${label}"]`));
    }
  }
}

/**
 * The user dropdown: its items must be `expected` in order; each is followed, Logout last, after
 * which the browser must show `afterLogout`.
 */
export async function walkUserMenu(walk: HeaderWalk, expected: string[], afterLogout: PageExpectation) {
  const { page, wrong } = walk;
  const open = async () => {
    await page
      .locator('header.pc-header')
      .getByRole('button', { name: /account menu/i })
      .click();
    await menu(page).waitFor();
    await popupSettled(page, '[role="menu"]');
  };
  await open();
  await walk.axePart?.('the user menu', ['[role="menu"]']);
  const labels = (await menu(page).getByRole('menuitem').allTextContents()).map((t) => t.trim());
  if (labels.join('|') !== expected.join('|'))
    wrong.push(`user menu: ${labels.join(', ')} instead of ${expected.join(', ')}`);
  await page.keyboard.press('Escape');
  for (const label of labels.filter((l) => l !== 'Logout')) {
    await followItem(walk, `user menu › ${label}`, open, () =>
      menu(page).getByRole('menuitem', { name: label, exact: true }),
    );
  }
  await open();
  await page.getByRole('menuitem', { name: 'Logout', exact: true }).click();
  const problem = await waitForPage(page, afterLogout, 15_000);
  if (problem) wrong.push(`user menu › Logout: ${problem}`);
}

/** At 390 px: axe on the header and the open phone menu, and with `clickLinks` every item of it followed. */
export async function walkPhoneMenu(walk: HeaderWalk, clickLinks: boolean) {
  const { page } = walk;
  await page.setViewportSize(PHONE);
  await walk.axePart?.('the header at 390 px', ['header.pc-header', 'footer']);
  const burger = page.locator('header.pc-header').getByRole('button', { name: 'Open navigation' });
  if (await burger.count()) {
    const drawer = page.getByRole('dialog');
    const openDrawer = async () => {
      await burger.click();
      await drawer.locator('nav[aria-label="Main"]').waitFor();
      await popupSettled(page, '[role="dialog"]');
    };
    await openDrawer();
    await walk.axePart?.('the phone menu', ['[role="dialog"]']);
    const labels = await drawer
      .locator('[data-nav-item]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-nav-item') ?? ''));
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    for (const label of clickLinks ? labels : []) {
      await followItem(walk, `phone menu › ${label}`, openDrawer, () => drawer.locator(`[data-nav-item="${label}"]`));
      // The drawer closes as its link navigates (or on Escape): wait, so the next one opens afresh.
      await drawer.waitFor({ state: 'detached' }).catch(() => {});
    }
  }
  await page.setViewportSize(DESKTOP);
}
