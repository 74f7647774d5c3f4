import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, dataDir } from './support/product';
import { launchBrowser } from './support/browser';
import { newMember, newSpecialtyQuestion } from './support/members';
import { tokenFor } from './support/moderator-tools';
import { answerFromPartnerSite, openThread, passInterstitials } from './support/question-page';
import { signIn } from './support/sign-in';
import { axeAtBothWidths, DESKTOP, PHONE } from './support/user-pages';
import { uniqueStamp } from './support/stamp';

/**
 * Issue 14 in Chromium: a member's answer holds a phone number and a name; the server refuses it
 * (422 phi_suspected), the form highlights both in the text with their kinds in words, the member
 * edits the phone number away and confirms the name, and the answer is saved with the name; a
 * moderator finds the confirmed name in the list of confirmed patient identifiers.
 */
const stamp = uniqueStamp();
const PASSWORD = `phi-password-${stamp}`;
const MEMBER = { email: `phi.${stamp}@example.org`, firstName: 'Phoebe', lastName: `Writer${stamp}` };
const NAME = 'Margaret Okonkwo';
const PHONE_NUMBER = '555-0142';
const ANSWER = `Spoke with ${NAME} about the plan; she can be reached at ${PHONE_NUMBER} if the biopsy changes things. I would repeat the CT in three months.`;
// The committed screenshots in docs/ are refreshed on request only, so a test run leaves the tree clean.
const screens = path.resolve(
  import.meta.dirname,
  process.env.UPDATE_SCREENS === '1' ? '../docs/screens' : '.artifacts/screens',
);

let browser: Browser;
const contexts: BrowserContext[] = [];
let topicId: number;

async function pageFor(email: string, password?: string): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP });
  contexts.push(context);
  await answerFromPartnerSite(context, baseUrl);
  const page = await context.newPage();
  await signIn(page, baseUrl, email, password);
  return page;
}

beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(screens, { recursive: true });
  const adminToken = await tokenFor(baseUrl, 'admin@example.org');
  const question = await newSpecialtyQuestion(
    { baseUrl, adminToken },
    {
      specialty: 'Medical Genetics and Genomics',
      title: `Variant of uncertain significance ${stamp}`,
      description: 'A VUS in a cardiomyopathy gene: do you tell the family now or wait for reclassification?',
      therapyArea: 'Genetics',
      primaryIndication: 'Cardiomyopathy',
    },
  );
  topicId = question.topicId;
  const specialtyId = question.specialtyId;
  await newMember({ baseUrl, dataDir, adminToken }, { ...MEMBER, specialtyId, password: PASSWORD });
}, 60_000);

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => {});
  await browser?.close();
});

describe('patient identifiers in an answer', () => {
  it('are highlighted, one edited and one confirmed, and the answer is saved; a moderator sees it', async () => {
    const page = await pageFor(MEMBER.email, PASSWORD);
    const posts: { status: number; body: { phiConfirmations?: unknown } }[] = [];
    page.on('response', async (response) => {
      const request = response.request();
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/comments') {
        posts.push({ status: response.status(), body: request.postDataJSON() });
      }
    });
    const scripts = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.add(request.url());
    });
    await page.goto(`${baseUrl}/questions/${topicId}`);
    const composer = page.getByRole('region', { name: 'Your answer' });
    const field = composer.getByRole('textbox', { name: 'Share how you would manage this case' });
    await field.fill(ANSWER);
    // Checked as the member pauses, before any submit.
    const review = composer.getByRole('group', { name: 'Possible patient identifiers' });
    await review.waitFor();
    expect(posts).toEqual([]);
    // Submitted as it is, the answer is refused and nothing is stored.
    await composer.getByRole('button', { name: 'Submit answer' }).click();
    await expect.poll(() => posts.length).toBe(1);
    expect(posts).toEqual([
      { status: 422, body: expect.not.objectContaining({ phiConfirmations: expect.anything() }) },
    ]);

    // Both findings, in place in the text and listed with their kinds in words.
    const marks = review.locator('.pc-phi-review__text mark');
    await expect
      .poll(() => marks.allInnerTexts())
      .toEqual([expect.stringContaining(NAME), expect.stringContaining(PHONE_NUMBER)]);
    const row = (text: string) => review.getByRole('listitem').filter({ hasText: text });
    expect(await row(PHONE_NUMBER).innerText()).toMatch(/looks like a phone number/);
    expect(await row(NAME).innerText()).toMatch(/looks like a name/);
    await expect.poll(() => review.getByRole('status').innerText()).toMatch(/may identify a patient/);
    expect(await page.locator('article[data-answer-id]').count()).toBe(0);

    // The highlighted form: no serious axe findings, at 1280 and 390 px; screenshots of both.
    expect(await axeAtBothWidths(page)).toEqual([]);
    await composer.screenshot({ path: path.join(screens, 'phi-review-desktop.png') });
    await page.setViewportSize(PHONE);
    await composer.screenshot({ path: path.join(screens, 'phi-review-phone.png') });
    await page.setViewportSize(DESKTOP);

    // Edit selects the phone number in the field; typing replaces it, and its finding goes.
    await review.getByRole('button', { name: `Edit “${PHONE_NUMBER}”` }).click();
    expect(await field.evaluate((el: HTMLTextAreaElement) => el.value.slice(el.selectionStart, el.selectionEnd))).toBe(
      PHONE_NUMBER,
    );
    await page.keyboard.type('the genetics clinic');
    await row(PHONE_NUMBER).waitFor({ state: 'detached' });

    // Confirm the name: it stays highlighted, as confirmed.
    await review.getByRole('button', { name: `Confirm that “${NAME}” does not identify a patient` }).click();
    await expect.poll(() => row(NAME).innerText()).toMatch(/confirmed: does not identify a patient/);
    await expect.poll(() => review.getByRole('status').innerText()).toMatch(/Every highlighted part is confirmed/);
    // After the answer: the sponsored program's partner site, whose return link brings the member back.
    const partner = page.waitForRequest((r) => r.url().startsWith('https://programs.example.org/'));
    await composer.getByRole('button', { name: 'Submit answer' }).click();
    await partner;
    await page.waitForURL(`${baseUrl}/questions/${topicId}`);
    await openThread(page);
    await passInterstitials(page);

    const answer = page.getByRole('article', { name: `Answer by ${MEMBER.firstName} ${MEMBER.lastName}` });
    await answer.waitFor();
    expect(await answer.innerText()).toContain(`Spoke with ${NAME}`);
    expect(await answer.innerText()).toContain('reached at the genetics clinic');
    expect(posts.map((p) => p.status)).toEqual([422, 200]);
    expect(posts[1]!.body.phiConfirmations).toEqual([{ field: 'text', kind: 'name', text: NAME }]);

    // The review costs the member pages no schema library: the contracts' zod schemas stay out of
    // everything this member loaded (importing a contracts value from a module with schemas once
    // pulled in 26 KB).
    // Read again from the server: the page has moved on since, and its response bodies with it.
    const loaded = await Promise.all([...scripts].map(async (url) => ({ url, text: await (await fetch(url)).text() })));
    expect(loaded.filter((s) => s.text.includes('ZodError')).map((s) => s.url)).toEqual([]);

    // The moderator's list: the confirmed name highlighted in its context, the author, a link to the question.
    const moderator = await pageFor('moderator@example.org');
    await moderator.goto(`${baseUrl}/moderator/phi-confirmations`);
    await moderator.getByRole('heading', { name: 'Confirmed patient identifiers' }).waitFor();
    const item = moderator.getByRole('listitem').filter({ hasText: `${MEMBER.firstName} ${MEMBER.lastName}` });
    await item.first().waitFor();
    expect(await item.first().locator('mark').innerText()).toBe(NAME);
    expect(await item.first().getByRole('link', { name: /^Open/ }).getAttribute('href')).toBe(`/questions/${topicId}`);
  });
});
