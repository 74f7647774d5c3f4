import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passInterstitials } from './support/question-page';
import { baseUrl } from './support/product';
import { seriousAxeViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import { chooseOption } from './support/choose-option';
import { signIn } from './support/sign-in';
import { uniqueStamp } from './support/stamp';

/**
 * Issue 5 in Chromium: a moderator creates a Cardiology question; the Cardiology member finds it under
 * My Specialty, the Dermatology member under Other Specialties; the moderator edits it, sees the
 * engagement change once the member answers, e-mails the members who have not answered, downloads the
 * target list and the answer report, and deletes the question.
 */
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const MODERATOR_CHUNK = /\/assets\/(QuestionsListPage|QuestionFormPage|QuestionDetailsPage|QuestionNpisPage)-/;

let browser: Browser;
const contexts: BrowserContext[] = [];
/** Every script a member's browser fetched: the moderator area must never be among them. */
const memberScripts: string[] = [];

async function signedIn(email: string, member: boolean): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP, acceptDownloads: true });
  contexts.push(context);
  // The program partner's site (after an answer) sends the member straight back.
  await context.route('https://programs.example.org/**', (route) => {
    const back = new URL(route.request().url()).searchParams.get('returnUrl') ?? `${baseUrl}/questions`;
    return route.fulfill({ status: 302, headers: { location: back } });
  });
  const page = await context.newPage();
  if (member) page.on('request', (r) => r.resourceType() === 'script' && memberScripts.push(r.url()));
  await signIn(page, baseUrl, email);
  return page;
}

/** Serious axe findings in the page's main content (the moderator pages; the shared header and footer are not theirs). */
const mainAxeViolations = (page: Page) => seriousAxeViolations(page, { include: ['#main'] });

async function downloaded(page: Page, click: () => Promise<void>): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return { name: download.suggestedFilename(), text: await readFile((await download.path())!, 'utf8') };
}

const stat = (page: Page, label: string) => page.locator(`[data-stat="${label}"]`);

// Base-36 stamps: a 13-digit number in a text looks like an identifier to the patient-identifier check.
const title = `E2E anticoagulation after TAVR ${uniqueStamp()}`;
const editedTitle = `${title} (edited)`;
const answerText = `E2E answer from cardiology: aspirin alone for most patients (${uniqueStamp()}).`;
let moderator: Page;
let questionId: number;

beforeAll(async () => {
  browser = await launchBrowser();
  moderator = await signedIn('moderator@example.org', false);
});
afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => {});
  await browser?.close();
});

describe('moderator question management', () => {
  it('lands the moderator on the questions list, filtered to active and scheduled', async () => {
    await moderator.waitForURL(`${baseUrl}/moderator/questions`);
    await moderator.getByRole('heading', { level: 1, name: 'All Questions' }).waitFor();
    await expect(moderator.getByRole('checkbox', { name: 'Active' }).isChecked()).resolves.toBe(true);
    await expect(moderator.getByRole('checkbox', { name: 'Scheduled' }).isChecked()).resolves.toBe(true);
    await expect(moderator.getByRole('checkbox', { name: 'Expired' }).isChecked()).resolves.toBe(false);
    const list = moderator.getByRole('region', { name: 'Questions' }).getByRole('article');
    await list.first().waitFor();
    expect(await mainAxeViolations(moderator)).toEqual([]);

    // Infinite scroll: 20 at a time, the next page once the third-last question is in view. Other
    // browser files add questions to the same demo product meanwhile, so the total is read, not kept.
    const shownTotal = async () => Number((await moderator.getByText(/^\d+ questions$/).textContent())!.split(' ')[0]);
    const total = await shownTotal();
    expect(total).toBeGreaterThan(20);
    await expect(list.count()).resolves.toBe(20);
    await list.nth(17).scrollIntoViewIfNeeded();
    // The next page is a server round trip: more than expect.poll's 1 s default on a busy machine.
    await expect.poll(() => list.count(), { timeout: 15_000 }).toBeGreaterThan(20);
    const scrolled = await list.count();
    expect(scrolled).toBeGreaterThanOrEqual(Math.min(total, 40));
    expect(scrolled).toBeLessThanOrEqual(40);

    // The keyword search waits 2 s after the last keystroke.
    await moderator.getByRole('textbox', { name: 'Search by keywords' }).fill('Dupilumab non-response');
    await moderator.waitForTimeout(1000);
    await expect(list.count()).resolves.toBe(scrolled);
    await expect.poll(() => list.count(), { timeout: 15_000 }).toBe(1);
    await moderator.getByRole('button', { name: 'Reset' }).click();
    await expect.poll(shownTotal, { timeout: 15_000 }).toBeGreaterThanOrEqual(total);
  });

  it('creates a Cardiology question through the form, Submit staying disabled until it is valid', async () => {
    await moderator.getByRole('link', { name: 'Create question' }).click();
    await moderator.waitForURL(`${baseUrl}/moderator/questions/new`);
    const submit = moderator.getByRole('button', { name: 'Submit' });
    await expect(submit.isDisabled()).resolves.toBe(true);

    const author = moderator.getByRole('combobox', { name: 'Author' });
    await author.fill('Mo');
    await expect(moderator.getByRole('option', { name: /Morgan Moderator/ }).count()).resolves.toBe(0);
    await chooseOption(moderator, 'Author', /Morgan Moderator/, { filter: 'Morg' });
    await moderator.getByRole('textbox', { name: 'Title' }).fill('Hi');
    await moderator.getByRole('textbox', { name: 'Description' }).click();
    await moderator.getByText('Text must be at least 5 characters long.').waitFor();
    await moderator.getByRole('textbox', { name: 'Title' }).fill(title);
    await moderator
      .getByRole('textbox', { name: 'Description' })
      .fill(
        'An 81-year-old after uncomplicated transfemoral TAVR, no AF. Which antithrombotic regimen and for how long?',
      );
    await moderator.getByRole('textbox', { name: 'Therapy area' }).fill('Cardiology');
    await moderator.getByRole('textbox', { name: 'Primary indication' }).fill('Aortic sten');
    await moderator.getByRole('textbox', { name: 'Secondary indication' }).fill('None');
    await moderator.getByRole('textbox', { name: 'Stage / progression' }).fill('Advanced');
    await chooseOption(moderator, 'Initiating team', 'MS');
    await expect(submit.isDisabled()).resolves.toBe(true);
    const specialties = moderator.getByRole('combobox', { name: 'Specialties', exact: true });
    await specialties.focus();
    await specialties.press('Tab');
    await moderator.getByText('At least one specialty or subspecialty required').waitFor();
    await chooseOption(moderator, 'Specialties', 'Cardiology', { filter: 'Cardio' });
    // Defaults: publish now, expire in 7 days.
    const publish = await moderator.getByLabel('Publish date').inputValue();
    const expiration = await moderator.getByLabel('Expiration date').inputValue();
    expect(Date.parse(expiration) - Date.parse(publish)).toBe(7 * 24 * 3600 * 1000);
    await expect.poll(() => submit.isEnabled()).toBe(true);
    expect(await mainAxeViolations(moderator)).toEqual([]);
    await submit.click();

    await moderator.waitForURL(/\/moderator\/questions\/\d+\/details$/);
    questionId = Number(new URL(moderator.url()).pathname.split('/')[3]);
    await moderator.getByText('Question was successfully created.').waitFor();
    await moderator.getByRole('heading', { level: 1, name: title }).waitFor();
  });

  it('shows the question to the Cardiology member under My Specialty and to the Dermatology member under Other Specialties', async () => {
    const cardiology = await signedIn('hcp@example.org', true);
    await cardiology.goto(`${baseUrl}/questions`);
    await cardiology.getByRole('region', { name: 'Featured Questions' }).getByRole('link', { name: title }).waitFor();

    const dermatology = await signedIn('hcp2@example.org', true);
    await dermatology.goto(`${baseUrl}/questions_other`);
    await dermatology.getByRole('link', { name: title }).waitFor();
    await dermatology.goto(`${baseUrl}/questions`);
    await dermatology.getByRole('heading', { level: 1 }).first().waitFor();
    await expect(dermatology.getByRole('link', { name: title }).count()).resolves.toBe(0);
  });

  it('lets the moderator edit the question; Cancel goes back to the details', async () => {
    await moderator.getByRole('link', { name: 'Edit question' }).click();
    await moderator.waitForURL(`${baseUrl}/moderator/questions/${questionId}`);
    const field = moderator.getByRole('textbox', { name: 'Title' });
    await expect(field.inputValue()).resolves.toBe(title);
    await moderator.getByRole('link', { name: 'Cancel' }).click();
    await moderator.waitForURL(`${baseUrl}/moderator/questions/${questionId}/details`);

    await moderator.getByRole('link', { name: 'Edit question' }).click();
    await moderator.getByRole('textbox', { name: 'Title' }).fill(editedTitle);
    await moderator.getByRole('button', { name: 'Submit' }).click();
    await moderator.waitForURL(`${baseUrl}/moderator/questions/${questionId}/details`);
    await moderator.getByText('Question was successfully updated.').waitFor();
    await moderator.getByRole('heading', { level: 1, name: editedTitle }).waitFor();
  });

  it('shows the engagement change after the Cardiology member answers', async () => {
    await expect(stat(moderator, 'Answers').textContent()).resolves.toBe('0');
    await expect(stat(moderator, 'Rewards total').textContent()).resolves.toBe('$0');
    const eligible = Number(await stat(moderator, 'Eligible').textContent());
    expect(eligible).toBeGreaterThan(0);

    const member = contexts[1]!.pages()[0]!;
    await member.goto(`${baseUrl}/questions/${questionId}`);
    await member.getByRole('heading', { level: 1, name: editedTitle }).waitFor();
    const toggle = member.getByRole('button', { name: /^Responses \(\d+\)$/ });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    // The sponsored notice is due once the question's program has loaded (isVisible would not wait for it).
    await member.waitForLoadState('networkidle');
    await passInterstitials(member);
    const box = member.getByRole('textbox', { name: 'Share how you would manage this case' });
    await box.fill(answerText);
    await box.press('Control+Enter');
    await member.waitForURL(new RegExp(`/questions/${questionId}`));

    await moderator.reload();
    await expect.poll(() => stat(moderator, 'Answers').textContent(), { timeout: 15_000 }).toBe('1');
    await expect(stat(moderator, 'Total responses').textContent()).resolves.toBe('1');
    await expect(stat(moderator, 'Rewards total').textContent()).resolves.toMatch(/^\$\d+/);
  });

  it('e-mails the members who have not answered and downloads the target list once it is built', async () => {
    await moderator.getByRole('button', { name: 'New email' }).click();
    const dialog = moderator.getByRole('dialog', { name: 'New email' });
    await chooseOption(dialog, 'Target audience', 'Not responded');
    await dialog.getByText(/^Reaches \d+ members?\.$/).waitFor();
    await dialog.getByRole('button', { name: 'Create email' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const download = moderator.getByRole('button', { name: /^Download target list of Question/ });
    await download.waitFor({ timeout: 30_000 });
    const file = await downloaded(moderator, () => download.click());
    expect(file.name).toMatch(/^campaign-\d+-question-.*\.csv$/);
    expect(file.text.startsWith('\uFEFF"User ID","First Name","Last Name","Email","NPI"')).toBe(true);
    // The member who answered is not in a "not responded" list.
    expect(file.text).not.toContain('"hcp@example.org"');
  });

  it('downloads the answer report with the answer in it', async () => {
    const report = await downloaded(moderator, () => moderator.getByRole('button', { name: 'Answer report' }).click());
    expect(report.name).toMatch(new RegExp(`^answer-report-question-${questionId}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
    expect(report.text.split('\r\n')[0]).toContain('"Response ID","Type"');
    expect(report.text).toContain(answerText);
    expect(report.text).toContain('"Helen","Carter"');
  });

  it('fits a phone and passes axe on the details page', async () => {
    await moderator.setViewportSize(PHONE);
    await moderator.reload();
    await moderator.getByRole('heading', { level: 1, name: editedTitle }).waitFor();
    const overflow = await moderator.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await mainAxeViolations(moderator)).toEqual([]);
    await moderator.setViewportSize(DESKTOP);
  });

  it('deletes the question after confirmation and says so on the list', async () => {
    await moderator.getByRole('button', { name: 'Delete question' }).click();
    const confirm = moderator.getByRole('dialog', { name: 'Delete question' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await moderator.waitForURL(`${baseUrl}/moderator/questions`);
    await moderator.getByText('Question was successfully deleted.').waitFor();
    await moderator.getByRole('textbox', { name: 'Search by keywords' }).fill(editedTitle);
    await moderator.getByRole('textbox', { name: 'Search by keywords' }).press('Enter');
    await moderator.getByText('0 questions').waitFor();
    // Its details are gone: the page sends the moderator back with the redirect message.
    await moderator.goto(`${baseUrl}/moderator/questions/${questionId}/details`);
    await moderator.waitForURL(`${baseUrl}/moderator/questions`);
    await moderator.getByText(/You've been redirected here/).waitFor();
  });

  it('never loaded the moderator area in a member browser', () => {
    expect(memberScripts.length).toBeGreaterThan(0);
    expect(memberScripts.filter((url) => MODERATOR_CHUNK.test(url))).toEqual([]);
  });
});
