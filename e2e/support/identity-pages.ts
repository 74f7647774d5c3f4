import type { Browser, BrowserContext, Page } from 'playwright-core';

/** A fresh browser context (own cookies and localStorage), so one test's sign-in never leaks into another. */
export async function freshPage(browser: Browser, viewport = { width: 1280, height: 800 }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  return context.newPage();
}

/**
 * A page in a long-lived context with no sign-in left: cookies (the issuer's session) and the app's
 * storage cleared, the browser cache kept. Like members taking turns at one workstation, and it keeps
 * the run's requests per minute down (each fresh context downloads every asset again).
 */
export async function cleanPage(context: BrowserContext, baseUrl: string): Promise<Page> {
  for (const open of context.pages()) await open.close();
  await context.clearCookies();
  const page = await context.newPage();
  await page.goto(`${baseUrl}/faq`);
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  return page;
}

/** The header's navigation as the member sees it: top-level entries, and every link with groups opened. */
export async function headerNavigation(page: Page): Promise<{ top: string[]; all: string[] }> {
  const nav = page.locator('header.pc-header nav[aria-label="Main"]');
  await page
    .locator('header.pc-header')
    .getByRole('button', { name: /account menu/i })
    .waitFor();
  const top: string[] = [];
  const all: string[] = [];
  if ((await nav.count()) === 0) return { top, all };
  const entries = nav.locator(':scope > [data-nav-item], :scope > [data-nav-group]');
  for (let i = 0; i < (await entries.count()); i++) {
    const entry = entries.nth(i);
    const item = await entry.getAttribute('data-nav-item');
    if (item) {
      top.push(item);
      all.push(item);
      continue;
    }
    const group = (await entry.getAttribute('data-nav-group')) ?? '';
    top.push(group);
    await entry.click();
    const menu = page.getByRole('menu');
    await menu.waitFor();
    const links = menu.locator('[data-nav-item]');
    for (let j = 0; j < (await links.count()); j++) all.push((await links.nth(j).getAttribute('data-nav-item')) ?? '');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
  }
  return { top, all };
}

/** The user dropdown's items. */
export async function userMenu(page: Page): Promise<string[]> {
  const menu = page.getByRole('menu');
  await page.getByRole('button', { name: /account menu/i }).click();
  await menu.waitFor();
  const items = await menu.getByRole('menuitem').allTextContents();
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'detached' });
  return items.map((t) => t.trim());
}

/** True when the browser holds no sign-in of the web app. */
export const hasStoredSession = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).some((k) => k.startsWith('oidc.user:')));

/**
 * Counts the session-expired toast's appearances on the page, across navigations (the sign-out it
 * announces leaves the page): it must show once, however many calls fail.
 */
export async function watchSessionExpiredToasts(page: Page): Promise<() => number> {
  let seen = 0;
  await page.exposeFunction('__pcSessionExpiredToast', () => {
    seen++;
  });
  await page.addInitScript(() => {
    new MutationObserver((records) => {
      for (const r of records) {
        for (const node of r.addedNodes) {
          if (node instanceof HTMLElement && node.textContent?.includes('Looks like your session has expired.')) {
            (window as unknown as { __pcSessionExpiredToast: () => void }).__pcSessionExpiredToast();
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return () => seen;
}
