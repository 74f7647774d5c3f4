import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { chooseOption } from './support/choose-option';
import { newMember } from './support/members';
import { apiWith, tokenFor } from './support/moderator-tools';
import { baseUrl, dataDir } from './support/product';
import { signIn } from './support/sign-in';
import { DESKTOP, axeAtBothWidths } from './support/user-pages';
import { uniqueStamp } from './support/stamp';

/**
 * Issue 25 in Chromium: the profile's Notifications tab (/my/profile?tab=notifications, the link in
 * every notification e-mail). A member changes how they hear of a kind, takes the browser's time zone
 * with one click and then another from the searchable list, saves, reloads and finds them kept. Axe
 * on the tab at 1280 and 390 px. The browser runs in America/Chicago, so the one-click offer shows.
 */
const stamp = uniqueStamp();
const PASSWORD = `preferences-${stamp}`;
const MEMBER = { email: `prefs.${stamp}@example.org`, firstName: 'Petra', lastName: `Prefs${stamp}` };

let browser: Browser;
let context: BrowserContext;
let page: Page;
let token: string;

beforeAll(async () => {
  browser = await launchBrowser();
  const adminToken = await tokenFor(baseUrl, 'admin@example.org');
  const specialties = await apiWith<{ id: number; name: string }[]>(baseUrl, adminToken, 'GET', '/specialties');
  token = await newMember(
    { baseUrl, dataDir, adminToken },
    { ...MEMBER, specialtyId: specialties[0]!.id, password: PASSWORD },
  );
  context = await browser.newContext({ viewport: DESKTOP, timezoneId: 'America/Chicago' });
  page = await context.newPage();
  await signIn(page, baseUrl, MEMBER.email, PASSWORD);
}, 120_000);

afterAll(async () => {
  await context?.close().catch(() => {});
  await browser?.close();
});

const kindField = (label: string) => page.getByLabel(label, { exact: true });
const timeZoneField = () => page.getByRole('combobox', { name: 'Time zone', exact: true });

describe('notification preferences', () => {
  it('the member changes a kind and the time zone, saves, reloads and finds them kept; axe finds nothing serious', async () => {
    await page.goto(`${baseUrl}/my/profile?tab=notifications`);
    await page.getByRole('tab', { name: 'Notifications', selected: true }).waitFor();
    await kindField('Comments on my answers').waitFor();
    // Defaults: comments right away, the rest in the digest; members see no moderator kinds.
    expect(await kindField('Comments on my answers').inputValue()).toBe('immediate');
    expect(await kindField('New answers on questions I answered').inputValue()).toBe('digest');
    expect(await page.getByLabel('Consensuses waiting for review').count()).toBe(0);
    expect(await page.getByLabel('Send me the weekly digest').isChecked()).toBe(true);
    await page.getByText('No time zone chosen: UTC is used.').waitFor();

    expect(await axeAtBothWidths(page)).toEqual([]);

    await kindField('New answers on questions I answered').selectOption({ label: 'E-mail right away' });
    await kindField('Comments on my answers').selectOption({ label: 'In the app only' });
    await page.getByRole('button', { name: 'Use America/Chicago' }).click();
    expect(await timeZoneField().inputValue()).toBe('America/Chicago');
    await chooseOption(page, 'Time zone', 'Asia/Tokyo', { filter: 'Tokyo' });
    await page.getByLabel('Send me the weekly digest').uncheck();
    await page.getByText('With the digest off, the kinds set to the weekly digest show in the app only.').waitFor();
    await page.getByRole('button', { name: 'Save notification settings' }).click();
    await page.getByText('Notification settings saved').waitFor();

    const stored = await apiWith<{ deliveries: Record<string, string>; weeklyDigest: boolean; timeZone: string }>(
      baseUrl,
      token,
      'GET',
      '/notifications/settings',
    );
    expect(stored).toMatchObject({
      deliveries: { new_answers: 'immediate', answer_comment: 'in_app', comment_reply: 'digest' },
      weeklyDigest: false,
      timeZone: 'Asia/Tokyo',
    });

    await page.reload();
    await kindField('Comments on my answers').waitFor();
    expect(await kindField('Comments on my answers').inputValue()).toBe('in_app');
    expect(await kindField('New answers on questions I answered').inputValue()).toBe('immediate');
    expect(await timeZoneField().inputValue()).toBe('Asia/Tokyo');
    expect(await page.getByLabel('Send me the weekly digest').isChecked()).toBe(false);
    expect(await page.getByText('No time zone chosen: UTC is used.').count()).toBe(0);

    expect(await axeAtBothWidths(page)).toEqual([]);
  });
});
