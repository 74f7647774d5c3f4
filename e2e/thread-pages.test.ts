import type { SavedComment } from '@pc/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, dataDir } from './support/product';
import { launchBrowser } from './support/browser';
import { apiWith, tokenFor } from './support/moderator-tools';
import { newMember as createMember, newSpecialtyQuestion } from './support/members';
import { signIn } from './support/sign-in';
import { axeAtBothWidths, DESKTOP } from './support/user-pages';
import { uniqueStamp } from './support/stamp';
import { highlightedIds, recordHighlights } from './support/highlights';

/**
 * Issue 13 in Chromium: the question page reads its thread a page at a time. A question of its own
 * (Nuclear Medicine, which no demo member and no other browser test uses) gets 21 answers from 21
 * new members, each with one agree, the newest with six comments; the reader is the member who
 * answered first, so their answer is on the second page in date order. A 22nd member answers in the
 * browser with the thread sorted by rating, where a new answer sorts onto the second page.
 */
const stamp = uniqueStamp();
const PASSWORD = `pages-password-${stamp}`;
const MEMBERS = 21;
/** One more member, who answers in the browser while the thread is sorted by rating. */
const LATE = MEMBERS;
const COMMENTS = 6;

let browser: Browser;
let context: BrowserContext;
let page: Page;
let topicId: number;
const threadRequests: string[] = [];
const citationRequests: string[] = [];
let lateToken: string;

const api = <T>(token: string, method: string, path: string, body?: unknown) =>
  apiWith<T>(baseUrl, token, method, path, body);

const memberEmail = (i: number) => `pager.${stamp}.${i}@example.org`;
const memberName = (i: number) => `Pager ${String(i).padStart(2, '0')}`;

/** A new member who has agreed to the disclaimer (their access token). */
const newMember = (adminToken: string, specialtyId: number, i: number) =>
  createMember(
    { baseUrl, dataDir, adminToken },
    { email: memberEmail(i), firstName: memberName(i), lastName: 'Tester', specialtyId, password: PASSWORD },
  );

/** Runs `task` for 0..count-1, a few at a time (the server hashes a password for each). */
async function inBatches<T>(count: number, size: number, task: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let start = 0; start < count; start += size) {
    const batch = Array.from({ length: Math.min(size, count - start) }, (_, k) => task(start + k));
    results.push(...(await Promise.all(batch)));
  }
  return results;
}

/** The newest answer cites its evidence (issue 24): a labelled PMID and a doi.org link. */
const CITING = ' See PMID: 34449189 and https://doi.org/10.1056/NEJMoa2107038.';
const answerText = (i: number) =>
  `Answer number ${i}: I would repeat the scan in three months.${i === MEMBERS - 1 ? CITING : ''}`;
const commentText = (n: number) => `Comment number ${n} on the newest answer.`;
const answers = () => page.locator('article[data-answer-id]');
const newestAnswer = () => page.getByRole('article', { name: `Answer by ${memberName(MEMBERS - 1)} Tester` });

beforeAll(async () => {
  browser = await launchBrowser();
  const adminToken = await tokenFor(baseUrl, 'admin@example.org');
  const question = await newSpecialtyQuestion(
    { baseUrl, adminToken },
    {
      specialty: 'Nuclear Medicine',
      title: `Paged thread ${stamp}`,
      description: 'How soon do you repeat a myocardial perfusion scan after an equivocal first one?',
      therapyArea: 'Imaging',
      primaryIndication: 'Perfusion',
    },
  );
  topicId = question.topicId;
  const specialtyId = question.specialtyId;

  const tokens = await inBatches(MEMBERS + 1, 4, (i) => newMember(adminToken, specialtyId, i));
  // One after another, so that the dates (and with them the date order) follow the members' numbers.
  const saved: SavedComment[] = [];
  for (const [i, token] of tokens.slice(0, MEMBERS).entries()) {
    saved.push(await api<SavedComment>(token, 'POST', '/comments', { topicId, text: answerText(i) }));
  }
  // Every answer gets an agree, so that by rating a new answer (no votes) sorts after the first page.
  await Promise.all(
    saved.map((a, i) => api(tokens[(i + 1) % MEMBERS]!, 'POST', `/comments/${a.id}/ratings`, { rating: 1 })),
  );
  lateToken = tokens[LATE]!;
  const newest = saved[MEMBERS - 1]!;
  for (let n = 1; n <= COMMENTS; n++) {
    // Several comments from one member are allowed; the newest answer's author gets other voices.
    await api(tokens[n % 3]!, 'POST', '/comments', { topicId, replyTo: newest.id, text: commentText(n) });
  }

  context = await browser.newContext({ viewport: DESKTOP });
  page = await context.newPage();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === `/api/v1/topics/${topicId}/answers` || url.pathname === '/api/v1/comments')
      threadRequests.push(`${url.pathname}${url.search}`);
    if (url.pathname === '/api/v1/citations') citationRequests.push(url.searchParams.get('ids') ?? '');
  });
  await signIn(page, baseUrl, memberEmail(0), PASSWORD);
}, 60_000);

afterAll(async () => {
  await context?.close().catch(() => {});
  await browser?.close();
});

describe('the question page reads its thread a page at a time', () => {
  it('asks for the first page of answers, not the whole thread, and shows 20 of 21', async () => {
    await page.goto(`${baseUrl}/questions/${topicId}`);
    await page.waitForLoadState('networkidle');
    // 21 answers and the newest one's six comments.
    await page.getByRole('button', { name: 'Responses (27)' }).click();
    // A sponsored program of the specialty, if any, has its notice before the responses.
    const notice = page.getByRole('dialog', { name: 'Sponsored educational program' });
    await Promise.race([newestAnswer().waitFor(), notice.waitFor()]);
    if (await notice.isVisible()) await notice.getByRole('button', { name: 'Next' }).click();
    await newestAnswer().waitFor();
    await expect.poll(() => answers().count()).toBe(20);
    expect(threadRequests[0]).toMatch(new RegExp(`^/api/v1/topics/${topicId}/answers\\?orderby=date$`));
    expect(threadRequests.filter((r) => r.startsWith('/api/v1/comments'))).toEqual([]);
    // The reader has answered (on the second page): no answer form.
    await expect(page.getByRole('textbox', { name: 'Share how you would manage this case' }).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: 'Show more answers (1 more)' }).count()).resolves.toBe(1);
  });

  it("shows the newest answer's citations as links to their pages, from one citations request", async () => {
    const pubmed = newestAnswer().getByRole('link', { name: 'PMID: 34449189' });
    await expect(pubmed.getAttribute('href')).resolves.toBe('https://pubmed.ncbi.nlm.nih.gov/34449189/');
    await expect(pubmed.getAttribute('target')).resolves.toBe('_blank');
    await expect(pubmed.getAttribute('rel')).resolves.toBe('noopener noreferrer');
    const doi = newestAnswer().getByRole('link', { name: 'https://doi.org/10.1056/NEJMoa2107038' });
    await expect(doi.getAttribute('href')).resolves.toBe('https://doi.org/10.1056/nejmoa2107038');
    await expect.poll(() => citationRequests).toEqual(['pmid:34449189,doi:10.1056/nejmoa2107038']);
  });

  it("shows an answer's newest three comments, then the older ones, newest first, until none remain", async () => {
    const answer = newestAnswer();
    const shown = () => answer.locator('[data-comment-id]').allInnerTexts();
    await expect.poll(async () => (await shown()).length).toBe(3);
    const more = answer.getByRole('button', { name: 'Show more comments (3 more)' });
    const read = page.waitForResponse((r) => /\/api\/v1\/comments\/\d+\/comments\?cursor=/.test(r.url()));
    await more.click();
    expect((await read).status()).toBe(200);
    await expect.poll(async () => (await shown()).length).toBe(COMMENTS);
    const order = (await shown()).map((text) => Number(text.match(/Comment number (\d)/)?.[1]));
    expect(order).toEqual([6, 5, 4, 3, 2, 1]);
    await expect(answer.getByRole('button', { name: /^Show more comments/ }).count()).resolves.toBe(0);
    // The focus went to the first comment that was not shown before.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toContain(commentText(3));
  });

  it("loads the next page with the keyboard, the reader's own answer on it, and the button goes", async () => {
    const more = page.getByRole('button', { name: 'Show more answers (1 more)' });
    await more.focus();
    await page.keyboard.press('Enter');
    const own = page.getByRole('article', { name: `Answer by ${memberName(0)} Tester` });
    await own.getByText(answerText(0)).waitFor();
    await expect(answers().count()).resolves.toBe(MEMBERS);
    await expect(page.getByRole('button', { name: /^Show more answers/ }).count()).resolves.toBe(0);
    expect(threadRequests.filter((r) => r.includes('/answers?') && r.includes('cursor='))).toHaveLength(1);
    // The focus moved to the first new answer (the button is gone, so it did not fall to the page).
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-answer-id') ?? null))
      .toBe(await own.getAttribute('data-answer-id'));
  });

  it('has no serious axe findings on the paged thread at 1280 and 390 px', async () => {
    expect(await axeAtBothWidths(page)).toEqual([]);
  });

  it('shows a new answer first and highlighted when the rating order puts it on a page not loaded', async () => {
    const late = await browser.newContext({ viewport: DESKTOP });
    try {
      const member = await late.newPage();
      // This test is about the thread: the after-answer interstitials (the sponsored program's notice
      // and partner link, once per session, and the more-questions popup) count as seen already.
      await api(lateToken, 'POST', '/disclaimer/disable_cta_popup');
      await signIn(member, baseUrl, memberEmail(LATE), PASSWORD);
      await member.evaluate((id) => {
        sessionStorage.setItem('pc.interstitial.afterAnswer', 'shown');
        sessionStorage.setItem('pc.interstitial.sponsoredTopics', JSON.stringify([id]));
      }, topicId);
      await member.goto(`${baseUrl}/questions/${topicId}?orderby=rating`);
      const text = answerText(LATE);
      const box = member.getByRole('textbox', { name: 'Share how you would manage this case' });
      await box.fill(text);
      await recordHighlights(member);
      await box.press('Control+Enter');
      const own = member.getByRole('article', { name: `Answer by ${memberName(LATE)} Tester` });
      await own.getByText(text).waitFor();
      const ownId = await own.getAttribute('data-answer-id');
      expect(ownId).not.toBeNull();
      await expect.poll(() => highlightedIds(member)).toContain(ownId);
      await expect(box.count()).resolves.toBe(0);
      const shownIds = () =>
        member
          .locator('article[data-answer-id]')
          .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-answer-id')));
      // The server puts it on the second page (no votes yet); the page shows it first, above the 20 of the first.
      const second = await api<{ answers: { id: number }[] }>(
        lateToken,
        'GET',
        `/topics/${topicId}/answers?orderby=rating&limit=20`,
      );
      expect(second.answers.map((a) => String(a.id))).not.toContain(ownId);
      await expect.poll(async () => (await shownIds()).length).toBe(21);
      expect((await shownIds())[0]).toBe(ownId);
      // Once its page is loaded it is still shown once, and still first.
      await member.getByRole('button', { name: 'Show more answers (1 more)' }).click();
      await expect.poll(async () => (await shownIds()).length).toBe(MEMBERS + 1);
      expect((await shownIds())[0]).toBe(ownId);
      expect(new Set(await shownIds()).size).toBe(MEMBERS + 1);
    } finally {
      await late.close();
    }
  });
});
