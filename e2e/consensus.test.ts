import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { ConsensusCase, ConsensusReviewList, InternalTopicListItem } from '@pc/contracts';
import mammoth from 'mammoth';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl } from './support/product';
import { pngImage } from '../apps/api/src/modules/uploads/test-images';
import { closePage, launchBrowser } from './support/browser';
import { chooseOption, unchooseOption } from './support/choose-option';
import {
  downloaded,
  fieldError,
  fillAndLeave,
  noPopupsOpen,
  readText,
  SOFFICE,
  words,
} from './support/consensus-pages';
import { shootWholePage } from './support/screens';
import { signIn } from './support/sign-in';
import { apiAs, axeAtBothWidths, DESKTOP, PHONE } from './support/user-pages';
import { uniqueStamp } from './support/stamp';

/**
 * Issue 10 in Chromium, the whole consensus path: a moderator picks a seeded case in the wizard,
 * fills the form from its answers, meets each kind of error, previews and submits; an administrator
 * publishes it from the review queue and exports the tile (260x308) and the DOCX (read back with
 * mammoth, and converted to PDF when LibreOffice is installed); a member finds it under its
 * specialty on Case Consensuses and opens it; a signed-out visitor opens the public address, whose
 * raw HTML already holds the content, and an unpublished one is not found. axe runs on each page at
 * 1280 and 390 px. Screenshots go to docs/screens/ with UPDATE_SCREENS=1.
 */
const run = promisify(execFile);

const stamp = uniqueStamp();
const TITLE = `Apixaban after a second TIA ${stamp}`;
const STATEMENT = 'Most consultants keep apixaban and look again for a cardioembolic source.';
const ANALYSIS = 'The community agreed that adherence comes first, then the dose, then imaging of the heart.';
const SPECIALTY = 'Dermatology';
const REFERENCE = { text: 'Stroke prevention guideline 2026', url: 'https://www.example.org/guideline' };
const OUTLINE = [
  'Patient case and summary title',
  'Community consensus',
  'Conclusion',
  'Definitions',
  'List of references',
];
/** Wide enough for the wizard's outline to sit beside the form (spec §9: above 1350 px). */
const WIDE = { width: 1440, height: 900 };

let browser: Browser;
const contexts: BrowserContext[] = [];
let moderator: Page;
let admin: Page;
let member: Page;
let caseFound: ConsensusCase;
let consensusId: number;
const findings: Record<string, string[]> = {};

/** Uncaught script errors on any page of the run (the public page must render without one, issue 10). */
const pageErrors: string[] = [];

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP, acceptDownloads: true });
  contexts.push(context);
  const page = await context.newPage();
  page.on('pageerror', (err) => pageErrors.push(`${page.url()}: ${err.message}`));
  return page;
}

async function signedIn(email: string): Promise<Page> {
  const page = await newPage();
  await signIn(page, baseUrl, email);
  return page;
}

/** axe at both widths, after any menu or dialog has gone; the findings are checked at the end of each test. */
async function axe(page: Page, name: string) {
  await noPopupsOpen(page);
  findings[name] = await axeAtBothWidths(page);
}

/** A text field by its label (quote rows are also groups named like their quote field, so by role). */
const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

beforeAll(async () => {
  browser = await launchBrowser();
  [moderator, admin, member] = await Promise.all([
    signedIn('moderator@example.org'),
    signedIn('admin@example.org'),
    signedIn('hcp@example.org'),
  ]);
  // A seeded case that has been asked and answered, to quote from.
  const topics = await apiAs<{ data: InternalTopicListItem[] }>(
    moderator,
    baseUrl,
    'GET',
    '/internal/topics?status=1,2&count=100&sort=expirationDate%20DESC',
  );
  const answered = topics.data.find((t) => t.answersCount >= 2)!;
  expect(answered, 'a seeded question with answers').toBeDefined();
  caseFound = await apiAs<ConsensusCase>(moderator, baseUrl, 'GET', `/consensus/cases/${answered.id}`);
  expect(caseFound.answers.length).toBeGreaterThan(0);
  expect(caseFound.specialties.length, 'the case has a specialty to propose').toBeGreaterThan(0);
  expect(caseFound.specialties[0], 'another specialty than the one chosen').not.toBe(SPECIALTY);
});

afterAll(async () => {
  for (const context of contexts) {
    for (const page of context.pages()) await closePage(page).catch(() => {});
    await context.close().catch(() => {});
  }
  await browser?.close();
});

describe('case consensus, from a case to a published, shared and exported summary', () => {
  it('lets a moderator find a case, fill the summary from its answers, meet every kind of error, preview and submit', async () => {
    const page = moderator;
    await page.setViewportSize(WIDE);
    await page.locator('header.pc-header [data-nav-item="Submit a Summary"]').click();
    await page.waitForURL(`${baseUrl}/moderator/submitSummary**`);

    // The case search: a number is needed, and one that exists.
    const caseNumber = page.getByRole('textbox', { name: 'Case number' });
    const findCase = page.getByRole('button', { name: 'Find case' });
    await caseNumber.fill('12a');
    await findCase.click();
    await page.getByText('Case number must be a number', { exact: true }).waitFor();
    await caseNumber.fill('987654321');
    await findCase.click();
    await page.getByText('Case Not Found', { exact: true }).waitFor();
    await caseNumber.fill(String(caseFound.id));
    await findCase.click();
    // The positions step (issue 24) is optional.
    await page.waitForURL(/step=positions/);
    await page.getByRole('button', { name: 'Skip positions' }).click();
    await page.waitForURL(/step=consensusFormEdit/);
    // The case's specialty is proposed: a consensus is always filed under one.
    const specialty = page.getByRole('combobox', { name: 'Specialty', exact: true });
    await expect.poll(() => specialty.inputValue()).toBe(caseFound.specialties[0]);
    // The case's source line, as readers will see it.
    await page
      .getByText(new RegExp(`^Community patient case #${caseFound.id}, \\d+ respondents?, [A-Z][a-z]+ \\d{4}$`))
      .waitFor();

    const title = field(page, 'Summary Title');
    const statement = field(page, 'High-Level Summary Statement');
    const preview = page.getByRole('button', { name: 'Preview', exact: true });
    const footerErrors = async () =>
      page.locator(`[id="${await preview.getAttribute('aria-describedby')}"]`).innerText();

    // Over the 40-word limit, then a required field emptied.
    await fillAndLeave(title, words(41, 'anticoagulation'));
    await expect(fieldError(title)).resolves.toBe('Summary Title is too long');
    await fillAndLeave(title, TITLE);
    await expect(fieldError(title)).resolves.toBe('');
    await fillAndLeave(statement, STATEMENT);
    await fillAndLeave(statement, '');
    await expect(fieldError(statement)).resolves.toBe('High-Level Summary Statement must not be empty');
    await fillAndLeave(statement, STATEMENT);
    await fillAndLeave(field(page, 'Analysis'), ANALYSIS);
    await chooseOption(page, 'Consensus type', 'Community');
    // Taken away, the specialty is asked for: under the field and in the footer (below).
    await unchooseOption(page, 'Specialty', caseFound.specialties[0]!);
    await specialty.blur();
    await expect.poll(() => specialty.inputValue()).toBe('');
    await expect(fieldError(specialty)).resolves.toBe('Specialty must not be empty');
    await page
      .getByRole('group', { name: 'Tile image' })
      .locator('input[type=file]')
      .setInputFiles({ name: 'tile.png', mimeType: 'image/png', buffer: pngImage(260, 140, { rgb: [40, 90, 140] }) });
    await page.getByRole('img', { name: 'Current tile image' }).waitFor();

    // A consult quoted from the case's answers.
    const answer = caseFound.answers[0]!;
    await page.getByRole('button', { name: 'Add HCP consult to analysis quotes', exact: true }).click();
    const picker = page.getByRole('dialog', { name: 'Add HCP consult to analysis quotes' });
    await picker
      .getByRole('button', { name: `Quote the consult by ${answer.authorName}`, exact: true })
      .first()
      .click();
    await picker.waitFor({ state: 'detached' });
    await expect(field(page, 'Analysis quote 1 author').inputValue()).resolves.toBe(answer.authorName);
    await expect(field(page, 'Analysis quote 1').inputValue()).resolves.toBe(answer.text);

    // Half-filled rows: a quote without its author, a term without its definition, a link without its citation.
    await page.getByRole('button', { name: 'Add typed quote to analysis quotes', exact: true }).click();
    await fillAndLeave(field(page, 'Analysis quote 2'), 'Keep the dose, check adherence.');
    await fillAndLeave(field(page, 'Definition 1 Term'), 'TIA');
    await fillAndLeave(field(page, 'Definition 1 Definition'), '');
    await expect(fieldError(field(page, 'Definition 1 Definition'))).resolves.toBe(
      'Definition 1 Definition must not be empty',
    );
    await fillAndLeave(field(page, 'Reference 1 Url'), REFERENCE.url);
    await fillAndLeave(field(page, 'Reference 1 Text'), '');
    await expect(fieldError(field(page, 'Reference 1 Text'))).resolves.toBe('Reference 1 Text must not be empty');
    await fillAndLeave(field(page, 'Conclusion Title'), 'Stay on apixaban');
    await expect(fieldError(field(page, 'Conclusion Paragraph'))).resolves.toBe('');

    // Preview is disabled with every problem beside it, and the outline flags the sections.
    await expect(preview.isDisabled()).resolves.toBe(true);
    await expect(footerErrors()).resolves.toBe(
      [
        'Specialty must not be empty',
        'Analysis Quote 2 Author must not be empty',
        'Conclusion Paragraph must not be empty',
        'Definition 1 Definition must not be empty',
        'Reference 1 Text must not be empty',
      ].join(', '),
    );
    const outline = page.getByRole('navigation', { name: 'Form outline' });
    for (const entry of OUTLINE) {
      await outline.getByRole('link', { name: `${entry} (needs attention)`, exact: true }).waitFor();
    }
    await axe(page, 'wizard form step with errors');
    // On a phone the footer's list of problems is whole on screen, not cut off at its edge.
    await page.setViewportSize(PHONE);
    const listed = page.locator(`[id="${await preview.getAttribute('aria-describedby')}"]`);
    await expect(listed.innerText()).resolves.toContain('Reference 1 Text must not be empty');
    const fit = await listed.evaluate((el) => {
      const box = el.getBoundingClientRect();
      return {
        hidden: el.scrollHeight - el.clientHeight,
        inWindow: box.top >= 0 && box.bottom <= window.innerHeight && box.left >= 0 && box.right <= window.innerWidth,
      };
    });
    expect(fit).toEqual({ hidden: 0, inWindow: true });
    await page.setViewportSize(WIDE);
    await shootWholePage(page, 'consensus-wizard.png');

    // Fixed: a specialty chosen, the typed quote removed, the halves filled; every section complete, Preview enabled.
    await chooseOption(page, 'Specialty', SPECIALTY);
    await expect(fieldError(specialty)).resolves.toBe('');
    await page.getByRole('button', { name: 'Remove analysis quote 2', exact: true }).click();
    await fillAndLeave(
      field(page, 'Conclusion Paragraph'),
      'Keep apixaban at the full dose and image the heart again.',
    );
    await fillAndLeave(field(page, 'Definition 1 Definition'), 'Transient ischaemic attack');
    await fillAndLeave(field(page, 'Reference 1 Text'), REFERENCE.text);
    for (const entry of OUTLINE) {
      await outline.getByRole('link', { name: `${entry} (complete)`, exact: true }).waitFor();
    }
    await expect(preview.getAttribute('aria-describedby')).resolves.toBeNull();
    await expect(preview.isEnabled()).resolves.toBe(true);

    // The work survives a reload of the form step.
    await page.reload();
    await expect(field(page, 'Summary Title').inputValue()).resolves.toBe(TITLE);
    await expect(field(page, 'Analysis quote 1 author').inputValue()).resolves.toBe(answer.authorName);
    await expect(field(page, 'Reference 1 Text').inputValue()).resolves.toBe(REFERENCE.text);

    // The preview, back to the form, the preview again, and the submission.
    await preview.click();
    await page.waitForURL(/step=previewConsensus/);
    await page.getByRole('heading', { name: TITLE, exact: true }).first().waitFor();
    await page.locator('blockquote', { hasText: answer.text.slice(0, 60) }).waitFor();
    await axe(page, 'wizard preview step');
    await page.getByRole('button', { name: 'Go back and edit' }).click();
    await page.waitForURL(/step=consensusFormEdit/);
    await expect(field(page, 'Summary Title').inputValue()).resolves.toBe(TITLE);
    await preview.click();
    // Never submitted without a specialty: a tab whose stored summary lost it goes back to the form.
    await page.evaluate(() => {
      const stored = JSON.parse(localStorage.getItem('consensusSubmission')!);
      stored.data.TopicSelection = '';
      localStorage.setItem('consensusSubmission', JSON.stringify(stored));
    });
    await page.reload();
    await page.waitForURL(/step=consensusFormEdit/);
    await expect(footerErrors()).resolves.toBe('Specialty must not be empty');
    await expect(preview.isDisabled()).resolves.toBe(true);
    await chooseOption(page, 'Specialty', SPECIALTY);
    await preview.click();
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Submitting…' }).waitFor();
    await page.getByRole('heading', { name: 'Thank you, your summary was submitted' }).waitFor();
    await page.getByText('The team will review your summary').waitFor();

    const mine = await apiAs<ConsensusReviewList>(page, baseUrl, 'GET', '/consensus/review?scope=mine');
    const submitted = mine.consensuses.find((c) => c.ConsensusTitle === TITLE);
    expect(submitted?.status).toBe('in_review');
    consensusId = submitted!.id;
    expect(findings).toEqual({ 'wizard form step with errors': [], 'wizard preview step': [] });
  });

  it('lets a reviewer publish it from the queue and export the tile and the DOCX', async () => {
    const page = admin;
    await page.goto(`${baseUrl}/moderator/consensus-review`);
    const queue = page.getByRole('region', { name: /^Waiting for review \(\d+\)$/ });
    await queue.getByRole('link', { name: TITLE, exact: true }).waitFor();
    await axe(page, 'review page');
    await queue.getByRole('link', { name: TITLE, exact: true }).click();
    await page.waitForURL(`${baseUrl}/moderator/consensus-summary-preview/${consensusId}/in_review`);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Publish consensus' });
    await confirm.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.waitForURL(`${baseUrl}/moderator/consensus-summary-preview/${consensusId}/published`);
    await confirm.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: TITLE, exact: true }).first().waitFor();

    // The tile: the file the website includes, and the same fragment in the preview frame at 260x308.
    const tile = await downloaded(page, () => page.getByRole('button', { name: 'Export Tile' }).click());
    expect(tile.name).toBe(`PC-Tile-${consensusId}.php`);
    const fragment = await readText(tile.path);
    expect(fragment).toContain('data-width="260"');
    expect(fragment).toContain('data-height="308"');
    expect(fragment).toContain(TITLE);
    const frame = page.frameLocator('iframe[title="Preview of the exported tile"]');
    const box = await frame.locator('.pc-tile').boundingBox();
    expect(box && { width: box.width, height: box.height }).toEqual({ width: 260, height: 308 });

    // The DOCX: a real document with the title and the reference as a hyperlink.
    const docx = await downloaded(page, () => page.getByRole('button', { name: 'Export DOCX' }).click());
    expect(docx.name).toBe(`PC-Summary-${consensusId}.docx`);
    const bytes = await readFile(docx.path);
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    const read = await mammoth.convertToHtml({ buffer: bytes });
    expect(read.messages.filter((m) => m.type === 'error')).toEqual([]);
    expect(read.value).toContain(TITLE);
    expect(read.value).toContain(`<a href="${REFERENCE.url}">${REFERENCE.text}</a>`);
    if (SOFFICE) {
      // LibreOffice opens it: converted to PDF, under its own name (Playwright keeps downloads nameless).
      const scratch = mkdtempSync(path.join(os.tmpdir(), 'pc-docx-'));
      try {
        const named = path.join(scratch, docx.name);
        await writeFile(named, bytes);
        await run(SOFFICE, ['--headless', '--convert-to', 'pdf', '--outdir', scratch, named], {
          timeout: 90_000,
          env: { ...process.env, HOME: scratch },
        });
        const pdf = await readFile(path.join(scratch, `PC-Summary-${consensusId}.pdf`));
        expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      } finally {
        rmSync(scratch, { recursive: true, force: true });
      }
    }
    await axe(page, 'consensus preview page');
    expect(findings['review page']).toEqual([]);
    expect(findings['consensus preview page']).toEqual([]);
  });

  it('lets a member find it under its specialty on Case Consensuses and read it', async () => {
    const page = member;
    await page.locator('header.pc-header [data-nav-item="Case Consensuses"]').click();
    await page.waitForURL(`${baseUrl}/consensuses**`);
    await page.getByRole('heading', { level: 1, name: 'Case Consensuses' }).waitFor();
    await page.getByRole('button', { name: /^Filter: / }).click();
    await page.getByRole('menuitem', { name: SPECIALTY, exact: true }).click();
    await page.waitForURL(`${baseUrl}/consensuses?specialty=${SPECIALTY}`);
    await page.getByRole('heading', { name: `All Case Consensuses for "${SPECIALTY}"` }).waitFor();
    const tileLink = page.getByRole('link', { name: TITLE, exact: true });
    await tileLink.waitFor();
    await axe(page, 'Case Consensuses list');
    await shootWholePage(page, 'consensus-list.png');

    await tileLink.click();
    await page.waitForURL(`${baseUrl}/consensuses/${consensusId}`);
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await page.locator('blockquote', { hasText: caseFound.answers[0]!.text.slice(0, 60) }).waitFor();
    await axe(page, 'member consensus page');
    expect(findings['Case Consensuses list']).toEqual([]);
    expect(findings['member consensus page']).toEqual([]);
  });

  it('opens for a signed-out visitor at its public address, server-rendered for crawlers; unpublished ones are not found', async () => {
    const page = await newPage();
    const publicUrl = `${baseUrl}/consensuses/${consensusId}/published`;
    await page.goto(publicUrl);
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await page.getByText(STATEMENT).waitFor();
    await axe(page, 'public consensus page');
    await shootWholePage(page, 'consensus-public.png');

    // Without JavaScript: the server wrote the title, the Open Graph title and the statement.
    const raw = await (await fetch(publicUrl)).text();
    expect(raw).toContain(`<title>${TITLE}`);
    expect(raw).toContain(`<meta property="og:title" content="${TITLE}"`);
    expect(raw.slice(raw.indexOf('id="root"'))).toContain(STATEMENT);

    // A consensus still in review is not found for the visitor.
    const queue = await apiAs<ConsensusReviewList>(admin, baseUrl, 'GET', '/consensus/review?scope=review');
    const inReview = queue.consensuses.find((c) => c.status === 'in_review')!;
    expect(inReview, 'a consensus in review (seeded)').toBeDefined();
    await page.goto(`${baseUrl}/consensuses/${inReview.id}/in_review`);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await expect(page.getByText(inReview.ConsensusTitle).count()).resolves.toBe(0);
    expect(findings['public consensus page']).toEqual([]);
  });

  it('shows the seeded peer challenge preview to the moderator', async () => {
    const page = moderator;
    const challenge = await apiAs<{ id: number; title: string }>(
      page,
      baseUrl,
      'GET',
      '/strapi/peer-challenges/1/published',
    );
    await page.goto(`${baseUrl}/moderator/peer-challenge-preview/${challenge.id}/published`);
    await page.getByRole('heading', { level: 1, name: challenge.title }).waitFor();
    await page.getByRole('button', { name: 'Export Peer Challenge' }).waitFor();
    await axe(page, 'peer challenge preview');
    // Above 1350 px the topic links, the tile and the exports sit beside the text.
    await page.setViewportSize(WIDE);
    await shootWholePage(page, 'peer-challenge-preview.png');
    expect(findings['peer challenge preview']).toEqual([]);
  });

  it('raised no uncaught script error on any of these pages', () => {
    expect(pageErrors).toEqual([]);
  });
});
