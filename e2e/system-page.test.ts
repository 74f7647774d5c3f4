import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closePage, launchBrowser } from './support/browser';
import { baseUrl, dataDir } from './support/product';
import { signIn } from './support/sign-in';
import { shootWholePage } from './support/screens';
import { axeAtBothWidths, DESKTOP, PHONE } from './support/user-pages';

/**
 * Issue 26 in Chromium: an administrator opens /moderator/system, sends a test e-mail while the mail
 * outbox cannot be written (the job fails for real: pg-boss marks it failed, the mail transport
 * records the failure), sees the job among the failed ones and the mail failure, fixes the outbox,
 * retries the job and sees it complete and leave the failed list; the retry is in the audit log,
 * which filters and downloads as CSV. axe at 1280 and 390 px. The test follows its own job by id, so
 * other files' jobs, failures and audit entries on the same product change nothing. Screenshots go to
 * docs/screens/ with UPDATE_SCREENS=1.
 */
const ADMIN = 'admin@example.org';
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  const context = await browser.newContext({ viewport: DESKTOP, acceptDownloads: true });
  page = await context.newPage();
  await signIn(page, baseUrl, ADMIN);
});
afterAll(async () => {
  if (page) await closePage(page);
  await browser?.close();
});

describe('the system page', () => {
  it('shows a failed job, retries it once the cause is fixed, and the job completes', async () => {
    await page.goto(`${baseUrl}/moderator/system`);
    await page.getByRole('heading', { level: 1, name: 'System' }).waitFor();
    for (const heading of [
      'Instances',
      'Database',
      'Job queues',
      'Mail failures (last 7 days)',
      'Gift-card code pool',
      'Recent client errors',
      'Audit log',
    ]) {
      await page.getByRole('heading', { level: 2, name: heading }).waitFor();
    }
    await page.getByRole('table', { name: 'Instances' }).getByText('(this one)').waitFor();
    await page.getByText('Up to date').waitFor();

    // The outbox turns into a file for a moment: the test e-mail's job cannot write its message.
    const outbox = path.join(dataDir, 'outbox');
    const held = path.join(dataDir, `outbox-held-${Date.now()}`);
    // A product that has sent nothing yet has no outbox folder.
    mkdirSync(outbox, { recursive: true });
    renameSync(outbox, held);
    writeFileSync(outbox, 'not a folder');
    let jobId: string;
    try {
      await page.getByRole('button', { name: 'Send a test e-mail' }).click();
      await page.getByText('Test e-mail queued', { exact: true }).first().waitFor();
      const followed = page.locator('li[data-job-id]').first();
      await followed.getByText('failed', { exact: true }).waitFor({ timeout: 20_000 });
      jobId = (await followed.getAttribute('data-job-id')) ?? '';
    } finally {
      rmSync(outbox);
      renameSync(held, outbox);
    }
    expect(jobId).toMatch(/^[0-9a-f-]{36}$/);

    const row = page.getByRole('table', { name: 'Failed jobs' }).locator(`tr[data-job-id="${jobId}"]`);
    await row.waitFor();
    await expect(row.innerText()).resolves.toContain('system-test-mail');
    // The failure the mail transport recorded: the recipient masked, never the whole address.
    const mailFailures = page.getByRole('table', { name: 'Mail failures' });
    await mailFailures.getByText('a•••@example.org').first().waitFor();
    await expect(page.getByRole('main').innerText()).resolves.not.toContain(`${ADMIN}`);

    expect(await axeAtBothWidths(page)).toEqual([]);
    await shootWholePage(page, 'system-page-desktop.png');
    await page.setViewportSize(PHONE);
    await shootWholePage(page, 'system-page-phone.png');
    await page.setViewportSize(DESKTOP);

    await row.getByRole('button', { name: /^Retry system-test-mail job/ }).click();
    await page.getByText('Job retried', { exact: true }).first().waitFor();
    await page
      .locator(`li[data-job-id="${jobId}"]`)
      .getByText('completed', { exact: true })
      .waitFor({ timeout: 20_000 });
    await row.waitFor({ state: 'detached' });

    // The retry is in the audit log: filtered by what, and downloaded as CSV.
    const filters = page.getByRole('form', { name: 'Audit log filters' });
    await filters.getByRole('textbox', { name: 'Action' }).fill('retry');
    await filters.getByRole('textbox', { name: 'Entity' }).fill('job');
    await filters.getByRole('textbox', { name: 'Who' }).fill(ADMIN);
    await filters.getByRole('button', { name: 'Filter' }).click();
    const audit = page.getByRole('table', { name: 'Audit log' });
    await audit.getByText('retry', { exact: true }).first().waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await download.path()) ?? '', 'utf8');
    expect(csv).toContain(jobId);
    expect(csv.split('\r\n')[0]).toContain('"Action"');
  }, 90_000);
});
