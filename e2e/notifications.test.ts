import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { newMember, newSpecialtyQuestion } from './support/members';
import { apiWith, tokenFor } from './support/moderator-tools';
import { baseUrl, dataDir } from './support/product';
import { passInterstitials } from './support/question-page';
import { signIn } from './support/sign-in';
import { DESKTOP, axeAtBothWidths } from './support/user-pages';
import { uniqueStamp } from './support/stamp';

/**
 * Issue 25 in Chromium: member A answers, member B comments on the answer; A's bell rises without a
 * reload (the poll's interval lowered to 1 s through `localStorage['pc:notification-poll-ms']`), A
 * opens the notification and lands on the comment. Axe on the bell and the page at 1280 and 390 px.
 */
const stamp = uniqueStamp();
const PASSWORD = `notifications-${stamp}`;
const A = { email: `notify.a.${stamp}@example.org`, firstName: 'Nora', lastName: `Bell${stamp}` };
const B = { email: `notify.b.${stamp}@example.org`, firstName: 'Ben', lastName: `Chime${stamp}` };

let browser: Browser;
let context: BrowserContext;
let page: Page;
let topicId: number;
let answerId: number;
let bToken: string;
let firstCommentId: number;

beforeAll(async () => {
  browser = await launchBrowser();
  const adminToken = await tokenFor(baseUrl, 'admin@example.org');
  // A specialty no demo member and no other browser test uses: the question is these members' alone.
  const question = await newSpecialtyQuestion(
    { baseUrl, adminToken },
    {
      specialty: 'Preventive Medicine',
      title: `Decompression sickness after a short flight ${stamp}`,
      description: 'Would you recompress a diver with mild joint pain that began during a flight home?',
      therapyArea: 'Hyperbaric',
      primaryIndication: 'Decompression',
    },
  );
  topicId = question.topicId;
  const env = { baseUrl, dataDir, adminToken };
  const [aToken, token] = await Promise.all([
    newMember(env, { ...A, specialtyId: question.specialtyId, password: PASSWORD }),
    newMember(env, { ...B, specialtyId: question.specialtyId, password: PASSWORD }),
  ]);
  bToken = token;
  // B answers first (the question hides responses until one answers), so A's bell starts at none.
  await apiWith(baseUrl, bToken, 'POST', '/comments', {
    topicId,
    text: `Answer ${stamp}: I would give oxygen first and recompress if the pain persists.`,
  });
  answerId = (
    await apiWith<{ id: number }>(baseUrl, aToken, 'POST', '/comments', {
      topicId,
      text: `Answer ${stamp}: yes, a table 6 recompression, even for joint pain alone.`,
    })
  ).id;
  context = await browser.newContext({ viewport: DESKTOP });
  // The documented setting of the bell's poll (features/notifications/api/get-unread-count.ts).
  await context.addInitScript(() => localStorage.setItem('pc:notification-poll-ms', '1000'));
  page = await context.newPage();
  await signIn(page, baseUrl, A.email, PASSWORD);
}, 120_000);

afterAll(async () => {
  await context?.close().catch(() => {});
  await browser?.close();
});

const bell = () => page.getByRole('link', { name: /^Notifications/ });

describe('notifications', () => {
  it('the bell rises without a reload when a colleague comments, and leads to the comment', async () => {
    await page.goto(`${baseUrl}/questions`);
    await bell().waitFor();
    expect(await bell().getAttribute('aria-label')).toBe('Notifications');
    const before = page.url();
    const comment = await apiWith<{ id: number }>(baseUrl, bToken, 'POST', '/comments', {
      topicId,
      replyTo: answerId,
      text: `Comment ${stamp}: agreed, and no flying for three days after.`,
    });
    firstCommentId = comment.id;
    await page.getByRole('link', { name: 'Notifications, 1 unread' }).waitFor({ timeout: 15_000 });
    expect(page.url()).toBe(before);
    expect(await axeAtBothWidths(page, { include: ['.pc-header'] })).toEqual([]);

    await bell().click();
    await page.waitForURL(`${baseUrl}/notifications`);
    const item = page.getByRole('button', {
      name: new RegExp(`${B.firstName} ${B.lastName} commented on your answer`),
    });
    await item.waitFor();
    expect(await axeAtBothWidths(page)).toEqual([]);

    await item.click();
    await page.waitForURL(`${baseUrl}/questions/${topicId}?answer=${answerId}&type=redirected#comment-${comment.id}`);
    await passInterstitials(page);
    await page.locator(`#comment-${comment.id}`).waitFor();
    // Scrolled to: the comment is on the screen.
    await page.waitForFunction(
      (id) => {
        const box = document.getElementById(id)?.getBoundingClientRect();
        return box !== undefined && box.bottom > 0 && box.top < window.innerHeight;
      },
      `comment-${comment.id}`,
      { timeout: 10_000 },
    );
    await page.getByRole('link', { name: 'Notifications', exact: true }).waitFor({ timeout: 10_000 });
  });

  it('leads to a comment older than the newest three shown with the answer, loading older comments', async () => {
    for (let i = 1; i <= 4; i++) {
      await apiWith(baseUrl, bToken, 'POST', '/comments', {
        topicId,
        replyTo: answerId,
        text: `Comment ${stamp}-${i}: and a second look at the dive profile, number ${i}.`,
      });
    }
    await page.goto(`${baseUrl}/notifications`);
    const items = page.getByRole('button', {
      name: new RegExp(`${B.firstName} ${B.lastName} commented on your answer`),
    });
    await items.nth(4).waitFor();
    // Newest first: the last one is the first comment, no longer among the newest three.
    await items.nth(4).click();
    await page.waitForURL(
      `${baseUrl}/questions/${topicId}?answer=${answerId}&type=redirected#comment-${firstCommentId}`,
    );
    await passInterstitials(page);
    await page.locator(`#comment-${firstCommentId}`).waitFor({ timeout: 15_000 });
    await page.waitForFunction(
      (id) => {
        const box = document.getElementById(id)?.getBoundingClientRect();
        return box !== undefined && box.bottom > 0 && box.top < window.innerHeight;
      },
      `comment-${firstCommentId}`,
      { timeout: 10_000 },
    );
  });
});
