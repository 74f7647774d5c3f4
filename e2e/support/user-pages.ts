import type { Page } from 'playwright-core';
import { seriousAxeViolations } from './axe';
import { accessTokenOf } from './sign-in';

export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 390, height: 844 };

/**
 * Serious axe findings in the page's content (the shared header and footer are not its own) at
 * desktop and at phone width, and whether the page is wider than a 390 px screen. Pages the server
 * renders itself (the issuer's, unsubscribe) have no `#main`: pass `include: undefined` for the whole page.
 */
export async function axeAtBothWidths(page: Page, options: { include?: string[] } = { include: ['#main'] }) {
  const found = await seriousAxeViolations(page, options);
  await page.setViewportSize(PHONE);
  found.push(...(await seriousAxeViolations(page, options)).map((v) => `390 px: ${v}`));
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  if (overflow > 0) found.push(`390 px: the page is ${overflow} px wider than the screen`);
  await page.setViewportSize(DESKTOP);
  return found;
}

/** A call of the API as the person signed in on `page` (for setting up what a test needs). */
export async function apiAs<T>(page: Page, baseUrl: string, method: string, url: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl}/api/v1${url}`, {
    method,
    headers: {
      authorization: `Bearer ${await accessTokenOf(page)}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${text}`);
  return JSON.parse(text) as T;
}
