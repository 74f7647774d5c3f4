import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passInterstitials } from './support/question-page';
import { launchBrowser } from './support/browser';
import { startProduct } from './support/global-setup';
import { accessTokenOf, signIn } from './support/sign-in';

/**
 * Issue 15: a member who has not agreed to the disclaimer cannot answer. The server answers 403
 * `disclaimer_required`, and the question page turns it into the disclaimer prompt, even after the
 * member cancelled the prompt; once they agree, the same answer goes through. A product of its own,
 * so the member has not agreed yet.
 */
let browser: Browser;
let product: Awaited<ReturnType<typeof startProduct>>;
beforeAll(async () => {
  [browser, product] = await Promise.all([launchBrowser(), startProduct({ RATE_LIMIT_MAX: '100000' })]);
});
afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

async function cancelPrompt(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Disclaimer' });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

describe('answering before the disclaimer', () => {
  it('opens the disclaimer prompt instead of posting, and posts once the member agrees', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.route('https://programs.example.org/**', (route) => route.fulfill({ status: 204 }));
    const page = await context.newPage();
    try {
      await signIn(page, product.baseUrl, 'testhcp@example.org', undefined, { acceptDisclaimer: false });
      const token = await accessTokenOf(page);
      const feed = await fetch(`${product.baseUrl}/api/v1/topics?feed=my&section=featured`, {
        headers: { authorization: `Bearer ${token}` },
      }).then((r) => r.json());
      const topicId = feed.featured.items[0].id as number;

      await page.goto(`${product.baseUrl}/questions/${topicId}`);
      await cancelPrompt(page);
      const box = page.getByRole('textbox', { name: 'Share how you would manage this case' });
      await box.waitFor();
      // The sponsored notice is due once the question's program has loaded (isVisible would not wait for it).
      await page.waitForLoadState('networkidle');
      await passInterstitials(page);

      const refused = page.waitForResponse(
        (r) => r.url().endsWith('/api/v1/comments') && r.request().method() === 'POST',
      );
      await box.fill('I would start an SGLT2 inhibitor and recheck potassium in a week.');
      await box.press('Control+Enter');
      const response = await refused;
      expect(response.status()).toBe(403);
      expect((await response.json()).code).toBe('disclaimer_required');
      const dialog = page.getByRole('dialog', { name: 'Disclaimer' });
      await dialog.waitFor();
      await expect(box.inputValue()).resolves.toContain('SGLT2');

      await dialog.getByRole('button', { name: 'Agree' }).click();
      await dialog.waitFor({ state: 'hidden' });
      const saved = page.waitForResponse(
        (r) => r.url().endsWith('/api/v1/comments') && r.request().method() === 'POST',
      );
      await box.press('Control+Enter');
      expect((await saved).status()).toBe(200);
    } finally {
      await context.close();
    }
  });

  it('shows a Sales Demo reader the thread without the answer form (they read; members write)', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    try {
      await signIn(page, product.baseUrl, 'salesdemo@example.org');
      const token = await accessTokenOf(page);
      const feed = await fetch(`${product.baseUrl}/api/v1/topics?feed=my&section=featured`, {
        headers: { authorization: `Bearer ${token}` },
      }).then((r) => r.json());
      const topicId = feed.featured.items[0].id as number;
      await page.goto(`${product.baseUrl}/questions/${topicId}`);
      await page.getByRole('button', { name: /^Responses \(\d+\)$/ }).waitFor();
      // The form would show once the thread has loaded: wait for it.
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('textbox', { name: 'Share how you would manage this case' }).count()).resolves.toBe(
        0,
      );
    } finally {
      await context.close();
    }
  });
});
