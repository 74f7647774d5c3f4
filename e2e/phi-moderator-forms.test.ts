import { type ConsensusReviewList, type InternalTopicListItem, MESSAGES } from '@pc/contracts';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl } from './support/product';
import { launchBrowser } from './support/browser';
import { chooseOption } from './support/choose-option';
import { fillAndLeave } from './support/consensus-pages';
import { signIn } from './support/sign-in';
import { apiAs, axeAtBothWidths, DESKTOP } from './support/user-pages';
import { uniqueStamp } from './support/stamp';

/**
 * Issue 14 in Chromium, on the moderators' own forms: the question form, the question's new-email
 * modal and the consensus summary wizard. Each is refused for a suspected patient identifier (422
 * phi_suspected) with no failure notice; the form highlights the finding under its field, one is
 * edited away (and its highlight goes), the other confirmed, and the next submit saves.
 */
// Base-36 stamps: a 13-digit number in a text looks like an identifier to the patient-identifier check.
const stamp = uniqueStamp();
const TITLE = `E2E callback 555-0142 after TAVR ${stamp}`;
const DESCRIPTION =
  'A 78-year-old after transfemoral TAVR; the family left 555-0199 for questions. Which antithrombotic regimen?';
const SUMMARY_TITLE = `Apixaban callback 555-0142 ${stamp}`;

let browser: Browser;
const contexts: BrowserContext[] = [];
let moderator: Page;
let questionId: number;

/** The review under a field ("Title: possible patient identifiers"). */
const review = (scope: Page | Locator, label?: string) =>
  scope.getByRole('group', {
    name: label ? `${label}: possible patient identifiers` : 'Possible patient identifiers',
    exact: true,
  });

/** No failure notice (toast or alert) says the save failed. */
async function noFailureNotice(page: Page) {
  for (const words of [MESSAGES.genericErrorTitle, 'Error creating new email!', 'There was an error submitting'])
    await expect(page.getByText(words).count()).resolves.toBe(0);
}

/** The focused field's selected text. */
const selection = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLInputElement | HTMLTextAreaElement | null;
    return el && typeof el.selectionStart === 'number'
      ? el.value.slice(el.selectionStart, el.selectionEnd ?? el.selectionStart)
      : null;
  });

beforeAll(async () => {
  browser = await launchBrowser();
  const context = await browser.newContext({ viewport: DESKTOP });
  contexts.push(context);
  moderator = await context.newPage();
  await signIn(moderator, baseUrl, 'moderator@example.org');
});
afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => {});
  await browser?.close();
});

describe('suspected patient identifiers on the moderators’ forms (issue 14)', () => {
  it('question form: highlights the title’s and description’s findings; one edited away, one confirmed, it saves', async () => {
    const page = moderator;
    await page.goto(`${baseUrl}/moderator/questions/new`);
    await chooseOption(page, 'Author', /Morgan Moderator/, { filter: 'Morg' });
    await page.getByRole('textbox', { name: 'Title' }).fill(TITLE);
    await page.getByRole('textbox', { name: 'Description' }).fill(DESCRIPTION);
    await page.getByRole('textbox', { name: 'Therapy area' }).fill('Cardiology');
    await page.getByRole('textbox', { name: 'Primary indication' }).fill('Aortic sten');
    await page.getByRole('textbox', { name: 'Secondary indication' }).fill('None');
    await page.getByRole('textbox', { name: 'Stage / progression' }).fill('Advanced');
    await chooseOption(page, 'Initiating team', 'MS');
    await chooseOption(page, 'Specialties', 'Cardiology', { filter: 'Cardio' });
    const submit = page.getByRole('button', { name: 'Submit' });
    await expect.poll(() => submit.isEnabled()).toBe(true);
    await submit.click();

    // Refused: each field's finding highlighted under it, its kind in words; nothing saved, no failure toast.
    const title = review(page, 'Title');
    const description = review(page, 'Description');
    await title.waitFor();
    await expect(title.locator('mark').first().textContent()).resolves.toBe('555-0142 (looks like a phone number)');
    await description.getByText('555-0199', { exact: true }).first().waitFor();
    expect(page.url()).toBe(`${baseUrl}/moderator/questions/new`);
    await noFailureNotice(page);
    expect(await axeAtBothWidths(page)).toEqual([]);

    // Edit selects the finding in the field; typing over it clears the description's review.
    await description.getByRole('button', { name: 'Edit “555-0199”' }).click();
    await expect.poll(() => selection(page)).toBe('555-0199');
    await page.keyboard.type('a number');
    await description.waitFor({ state: 'detached' });
    await title.getByRole('button', { name: 'Confirm that “555-0142” does not identify a patient' }).click();
    await title.getByText(/^Every highlighted part is confirmed/).waitFor();
    await submit.click();

    await page.waitForURL(/\/moderator\/questions\/\d+\/details$/);
    questionId = Number(new URL(page.url()).pathname.split('/')[3]);
    await page.getByText('Question was successfully created.').waitFor();
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
  });

  it('question e-mail: a name refused for a phone number keeps the modal open; confirmed, it is created', async () => {
    const page = moderator;
    await page.getByRole('button', { name: 'New email' }).click();
    const dialog = page.getByRole('dialog', { name: 'New email' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(`Question ${questionId} callback 555-0142`);
    await chooseOption(dialog, 'Target audience', 'Not responded');
    await dialog.getByRole('button', { name: 'Create email' }).click();

    const found = review(dialog);
    await found.waitFor();
    await expect(found.locator('mark').first().textContent()).resolves.toBe('555-0142 (looks like a phone number)');
    await noFailureNotice(page);
    await found.getByRole('button', { name: 'Confirm that “555-0142” does not identify a patient' }).click();
    await dialog.getByRole('button', { name: 'Create email' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('The e-mail was created.').first().waitFor();
  });

  it('consensus wizard: the preview lists the findings by field; Edit goes back to the field, a confirmed title submits', async () => {
    const page = moderator;
    const topics = await apiAs<{ data: InternalTopicListItem[] }>(
      page,
      baseUrl,
      'GET',
      '/internal/topics?status=1,2&count=100&sort=expirationDate%20DESC',
    );
    const answered = topics.data.find((t) => t.answersCount >= 2)!;
    await page.goto(`${baseUrl}/moderator/submitSummary?case=${answered.id}&step=consensusFormEdit`);
    const field = (label: string) => page.getByRole('textbox', { name: label, exact: true });
    await fillAndLeave(field('Summary Title'), SUMMARY_TITLE);
    await fillAndLeave(field('High-Level Summary Statement'), 'Most consultants keep apixaban.');
    await fillAndLeave(field('Analysis'), 'Adherence first; the family can be reached at **555-0199** today.');
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    await page.waitForURL(/step=previewConsensus/);
    const refused = page.waitForResponse(
      (res) => new URL(res.url()).pathname === '/api/v1/strapi' && res.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    // The server's answer names both fields' findings (shown whole when it does not: a CI run once found
    // no title review here, with nothing else to tell why).
    const refusal = await refused;
    const body = await refusal.text();
    expect(refusal.status(), body).toBe(422);
    expect(body, body).toContain('555-0142');
    expect(body, body).toContain('555-0199');

    // The preview, where Submit is, lists each field's findings; the tile's title is the summary title's.
    await page.getByText('Not submitted', { exact: true }).waitFor();
    const title = review(page, 'Summary Title');
    const analysis = review(page, 'Analysis');
    await title.waitFor();
    // The markdown field's finding is shown in its plain text, as the server found it.
    await analysis.getByText('Adherence first; the family can be reached at', { exact: false }).waitFor();
    await expect(page.getByRole('group', { name: /possible patient identifiers$/ }).count()).resolves.toBe(2);
    await noFailureNotice(page);
    expect(await axeAtBothWidths(page)).toEqual([]);
    await title.getByRole('button', { name: 'Confirm that “555-0142” does not identify a patient' }).click();

    // Edit: back to the form, the finding selected in the markdown; typed over, its review goes.
    await analysis.getByRole('button', { name: 'Edit “555-0199”' }).click();
    await page.waitForURL(/step=consensusFormEdit/);
    await expect.poll(() => selection(page)).toBe('555-0199');
    await page.keyboard.type('the clinic');
    await review(page, 'Analysis').waitFor({ state: 'detached' });
    await review(page, 'Summary Title').getByText('confirmed: does not identify a patient').waitFor();
    expect(await axeAtBothWidths(page)).toEqual([]);
    await expect(field('Analysis').inputValue()).resolves.toBe(
      'Adherence first; the family can be reached at **the clinic** today.',
    );

    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.getByRole('heading', { name: 'Thank you, your summary was submitted' }).waitFor({ timeout: 30_000 });
    const mine = await apiAs<ConsensusReviewList>(page, baseUrl, 'GET', '/consensus/review?scope=mine');
    expect(mine.consensuses.find((c) => c.ConsensusTitle === SUMMARY_TITLE)?.status).toBe('in_review');
  });
});
