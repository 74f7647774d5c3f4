import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { newMember, newSpecialtyQuestion } from './support/members';
import { tokenFor } from './support/moderator-tools';
import { baseUrl, dataDir } from './support/product';
import { signIn } from './support/sign-in';
import { uniqueStamp } from './support/stamp';
import { PHONE } from './support/user-pages';

/**
 * Issue 27 (phones): the reads a page can be shown without (its ads, the bell's count, the sponsored
 * offer, the next question) are asked for only once the page's own content is on screen, so on a slow
 * line they do not share it with the reads the page needs (apps/web/src/lib/first-paint.ts). A new
 * member of a specialty no demo member and no other browser test uses opens their question and their
 * feed at phone size; the page records when its content entered the document, and every one of those
 * calls started after it, and was made.
 */
const stamp = uniqueStamp();
const PASSWORD = `first-paint-${stamp}`;
const MEMBER = { email: `first.paint.${stamp}@example.org`, firstName: 'Faye', lastName: `Paint${stamp}` };
const TITLE = `Air leak after a lobectomy ${stamp}`;

let browser: Browser;
let context: BrowserContext;
let page: Page;
let topicId: number;

/** Records (window.__shownAt) when the first element matching each selector entered the document. */
const RECORD_SHOWN = (selectors: string[]) => {
  const w = window as unknown as { __shownAt: Record<string, number> };
  w.__shownAt = {};
  new MutationObserver(() => {
    for (const selector of selectors)
      if (w.__shownAt[selector] === undefined && document.querySelector(selector))
        w.__shownAt[selector] = performance.now();
  }).observe(document, { childList: true, subtree: true });
};

/**
 * Opens `path`; returns when `selector` entered the document and, for each API call made since, its
 * path and start (Resource Timing, the same clock).
 */
async function open(path: string, selector: string, settled: (page: Page) => Promise<void>) {
  await page.goto(`${baseUrl}${path}`);
  await page.locator(selector).first().waitFor();
  await settled(page);
  return page.evaluate((watched) => {
    const w = window as unknown as { __shownAt: Record<string, number> };
    const calls = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((r) => r.name.includes('/api/v1/'))
      .map((r) => {
        const url = new URL(r.name);
        return { path: url.pathname.replace('/api/v1', '') + url.search, start: r.startTime };
      });
    return { shownAt: w.__shownAt[watched] ?? 0, calls };
  }, selector);
}

const startOf = (calls: { path: string; start: number }[], pattern: RegExp) => {
  const call = calls.find((c) => pattern.test(c.path));
  expect(call, `a call to ${pattern}`).toBeDefined();
  return call!.start;
};

beforeAll(async () => {
  browser = await launchBrowser();
  const adminToken = await tokenFor(baseUrl, 'admin@example.org');
  const question = await newSpecialtyQuestion(
    { baseUrl, adminToken },
    {
      specialty: 'Thoracic Surgery',
      title: TITLE,
      description: 'Would you keep the chest drain on suction or move it to water seal on day three?',
      therapyArea: 'Thoracic surgery',
      primaryIndication: 'Prolonged air leak',
    },
  );
  topicId = question.topicId;
  await newMember(
    { baseUrl, dataDir, adminToken },
    { ...MEMBER, specialtyId: question.specialtyId, password: PASSWORD },
  );
  context = await browser.newContext({ viewport: PHONE });
  await context.addInitScript(RECORD_SHOWN, ['#question-description', `#topic-${topicId}-title`]);
  page = await context.newPage();
  await signIn(page, baseUrl, MEMBER.email, PASSWORD);
});

afterAll(async () => {
  await context?.close().catch(() => {});
  await browser?.close();
});

describe('reads a page can be shown without', () => {
  it('on the question page, start only once the question is on screen', async () => {
    const { shownAt, calls } = await open(`/questions/${topicId}`, '#question-description', async (p) => {
      // The bell's count and the top banner's slot are answered once those calls have been made.
      await p.waitForFunction(() =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).some(
          (r) => r.name.includes('/api/v1/topics/') && r.name.includes('/next'),
        ),
      );
      await p.waitForLoadState('networkidle');
    });
    expect(shownAt).toBeGreaterThan(0);
    // The page's own reads come first: the question itself is asked for before it shows.
    expect(startOf(calls, new RegExp(`^/topics/${topicId}$`))).toBeLessThan(shownAt);
    for (const pattern of [
      /^\/ads\?page=question/,
      /^\/notifications\/unread-count/,
      /^\/programs\?topic_id=/,
      /\/next$/,
    ])
      expect(startOf(calls, pattern), String(pattern)).toBeGreaterThanOrEqual(shownAt);
  });

  it('on the feed, start only once its list is on screen', async () => {
    const { shownAt, calls } = await open('/questions', `#topic-${topicId}-title`, async (p) => {
      await p.waitForLoadState('networkidle');
    });
    expect(startOf(calls, /^\/topics\?feed=my/)).toBeLessThan(shownAt);
    for (const pattern of [/^\/ads\?page=feed/, /^\/notifications\/unread-count/])
      expect(startOf(calls, pattern), String(pattern)).toBeGreaterThanOrEqual(shownAt);
  });
});
