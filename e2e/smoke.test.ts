import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { baseUrl } from './support/product';
import { seriousAxeViolations } from './support/axe';
import { closePage, launchBrowser } from './support/browser';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());
// A page of its own per test: /login may still be on its way to the issuer when the next test navigates.
beforeEach(async () => {
  page = await browser.newPage();
});
afterEach(() => (page ? closePage(page) : undefined));

describe('the product starts', () => {
  it('answers health', async () => {
    const res = await fetch(`${baseUrl}/api/health`);
    expect(await res.json()).toMatchObject({ status: 'ok' });
  });

  it('redirects / to /login', async () => {
    await page.goto(`${baseUrl}/`);
    await page.waitForURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toMatch(/sign in/i);
  });

  it('renders the FAQ without serious accessibility findings', async () => {
    await page.goto(`${baseUrl}/faq`);
    await page.getByRole('heading', { name: 'Frequently asked questions' }).waitFor();
    expect(await page.getByText('How often are new questions posted?').count()).toBe(1);
    // The rewards and honoraria section is for signed-in members only (spec §2; e2e/shell-ui.test.ts).
    expect(await page.getByRole('heading', { name: 'Rewards and honoraria' }).count()).toBe(0);
    await page.getByText('Already have an account?').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('shows the not-found page for an unknown path', async () => {
    await page.goto(`${baseUrl}/no/such/page`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(await page.getByText("You've been redirected here because the page you requested").count()).toBe(1);
  });
});
