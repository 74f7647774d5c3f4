import { readFile } from 'node:fs/promises';
import type {
  Answer,
  Citation,
  CommentsResponse,
  ConsensusCase,
  ConsensusReviewList,
  InternalTopicListItem,
  TopicPositions,
} from '@pc/contracts';
import mammoth from 'mammoth';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StandIns, startStandIns } from '../apps/api/src/modules/citations/citation-stand-ins';
import { pngImage } from '../apps/api/src/modules/uploads/test-images';
import { closePage, launchBrowser } from './support/browser';
import { chooseOption } from './support/choose-option';
import { downloaded, fillAndLeave, noPopupsOpen } from './support/consensus-pages';
import { startProduct } from './support/global-setup';
import { signIn } from './support/sign-in';
import { apiAs, axeAtBothWidths, DESKTOP, PHONE } from './support/user-pages';
import { uniqueStamp } from './support/stamp';

/**
 * Issue 24 in Chromium, a consensus measured from its thread: on the demo's busiest case the author
 * asks for a grouping of the answers, accepts it, moves two answers, saves and continues; fills the
 * summary and proposes its references from the literature the answers cite (resolved by the
 * product's job against local stand-ins of NCBI, Crossref and ClinicalTrials.gov); an administrator
 * publishes it and exports the DOCX. The signed-out public page shows the figures (checked against
 * numbers computed here from the thread's answers and the saved assignments), the chart, the
 * minority view and the formatted references; axe runs on it at 1280 and 390 px.
 *
 * The product is this file's own, started with the stand-ins' addresses and the cron checked every
 * second (JOBS_CRON_CHECK_SECONDS, an operator setting): the resolve job then runs within seconds of
 * the start instead of up to half a minute later.
 */
const stamp = uniqueStamp();
const TITLE = `SGLT2 inhibitor in HFpEF with CKD ${stamp}`;
const STATEMENT = 'Most physicians would start the SGLT2 inhibitor and monitor renal function closely.';
/** The three identifiers the demo answers cite (db/seed/questions.ts). */
const CITED = ['pmid:31535829', 'doi:10.1161/cir.0000000000001063', 'nct:NCT03057951'];

let standIns: StandIns;
let product: Awaited<ReturnType<typeof startProduct>>;
let baseUrl: string;
let browser: Browser;
const contexts: BrowserContext[] = [];
let author: Page;
let busiest: ConsensusCase;
let consensusId: number;
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

const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

/** Wilson 95% interval, written out here so the page's numbers are checked against an independent sum. */
function wilson(k: number, n: number) {
  const z = 1.959964;
  const p = k / n;
  const centre = p + (z * z) / (2 * n);
  const spread = z * Math.sqrt((p * (1 - p) + (z * z) / (4 * n)) / n);
  const d = 1 + (z * z) / n;
  return { low: Math.max(0, (centre - spread) / d), high: Math.min(1, (centre + spread) / d) };
}
const pct = (x: number) => Math.round(x * 100);

/** The headline figures a reader should see, from the thread as the API gives it and the saved assignments. */
function expectedFigures(answers: Answer[], saved: TopicPositions) {
  const live = answers.filter((a) => a.deletedAt === null);
  const physicians = new Set(live.map((a) => a.createdByUser.id)).size;
  const specialties = new Set(live.flatMap((a) => (a.createdByUser.specialty ? [a.createdByUser.specialty.name] : [])))
    .size;
  const placed = new Map(saved.assignments.map((a) => [a.answerId, a.position]));
  const counts = saved.positions.map((_, i) => live.filter((a) => placed.get(a.id) === i).length);
  const assigned = counts.reduce((a, b) => a + b, 0);
  const top = Math.max(...counts);
  expect(
    counts.filter((c) => c === top),
    'one position leads',
  ).toHaveLength(1);
  const leading = counts.indexOf(top);
  const share = top / assigned;
  const interval = wilson(top, assigned);
  const verdict = share >= 0.75 && interval.low >= 0.66 ? 'Consensus' : share > 0.5 ? 'Leaning' : 'No consensus';
  const minorityTexts = live.filter((a) => {
    const p = placed.get(a.id);
    return p !== undefined && p !== null && p !== leading;
  });
  return {
    answered: `${physicians} physician${physicians === 1 ? '' : 's'} in ${specialties} specialt${specialties === 1 ? 'y' : 'ies'} answered this case`,
    leadingLine: `Leading position: ${saved.positions[leading]}, ${pct(share)}% (95% CI ${pct(interval.low)}–${pct(interval.high)}%) of ${assigned} placed answers`,
    verdict,
    rows: saved.positions.map((label, i) => [
      label,
      String(counts[i]),
      `${pct(counts[i]! / assigned)}%`,
      `${pct(wilson(counts[i]!, assigned).low)}–${pct(wilson(counts[i]!, assigned).high)}%`,
    ]),
    minorityTexts: minorityTexts.map((a) => a.text),
  };
}

beforeAll(async () => {
  standIns = await startStandIns();
  [browser, product] = await Promise.all([
    launchBrowser(),
    startProduct({
      RATE_LIMIT_MAX: '100000',
      CITATION_RESOLVER: 'public',
      CITATION_NCBI_URL: standIns.ncbiUrl,
      CITATION_CROSSREF_URL: standIns.crossrefUrl,
      CITATION_CLINICALTRIALS_URL: standIns.clinicalTrialsUrl,
      JOBS_CRON_CHECK_SECONDS: '1',
    }),
  ]);
  baseUrl = product.baseUrl;
  author = await signedIn('moderator@example.org');
  // The demo's busiest thread: the case with the most answers.
  const topics = await apiAs<{ data: InternalTopicListItem[] }>(
    author,
    baseUrl,
    'GET',
    '/internal/topics?status=1,2&count=100&sort=expirationDate%20DESC',
  );
  const most = topics.data.reduce((a, b) => (b.answersCount > a.answersCount ? b : a));
  busiest = await apiAs<ConsensusCase>(author, baseUrl, 'GET', `/consensus/cases/${most.id}`);
  expect(busiest.answers.length, 'the busiest thread has answers to group').toBeGreaterThanOrEqual(5);
});

afterAll(async () => {
  for (const context of contexts) {
    for (const page of context.pages()) await closePage(page).catch(() => {});
    await context.close().catch(() => {});
  }
  await browser?.close();
  await product?.stop();
  await standIns?.close();
});

describe('a consensus measured from its thread, from positions to the public page and the DOCX', () => {
  it('lets the author group the answers, fill the summary, propose its references and submit', async () => {
    const page = author;
    await page.goto(`${baseUrl}/moderator/submitSummary`);
    await page.getByRole('textbox', { name: 'Case number' }).fill(String(busiest.id));
    await page.getByRole('button', { name: 'Find case' }).click();
    await page.waitForURL(/step=positions/);

    // The server's grouping, accepted: every answer placed, the positions named after their groups.
    await page.getByRole('button', { name: 'Propose a grouping' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `Grouping applied: ${busiest.answers.length} of ${busiest.answers.length} answers placed.` })
      .waitFor({ timeout: 30_000 });
    const names = [await field(page, 'Position 1').inputValue(), await field(page, 'Position 2').inputValue()];
    expect(
      names.every((n) => n.trim().length > 0),
      'the proposal named both positions',
    ).toBe(true);

    // Two answers of the smaller group move to the larger one (the smaller keeps at least one: the minority).
    const placeOf = async (a: ConsensusCase['answers'][number]) => {
      const select = page.getByRole('combobox', { name: `Position of the answer by ${a.authorName}`, exact: true });
      return select.evaluate((el: HTMLSelectElement) => el.selectedOptions[0]?.textContent ?? '');
    };
    const places = await Promise.all(busiest.answers.map(placeOf));
    const inFirst = busiest.answers.filter((_, i) => places[i] === names[0]);
    const inSecond = busiest.answers.filter((_, i) => places[i] === names[1]);
    const [larger, smaller] = inFirst.length >= inSecond.length ? [names[0]!, inSecond] : [names[1]!, inFirst];
    expect(smaller.length, 'the smaller group can give two answers and keep one').toBeGreaterThanOrEqual(3);
    const moved = smaller.slice(0, 2);
    for (const answer of moved) {
      await page
        .getByRole('combobox', { name: `Position of the answer by ${answer.authorName}`, exact: true })
        .selectOption({ label: larger });
    }
    for (const answer of moved) await expect.poll(() => placeOf(answer), { timeout: 10_000 }).toBe(larger);
    await page.getByRole('button', { name: 'Save positions' }).click();
    await page.getByRole('status').filter({ hasText: 'All changes saved' }).waitFor({ timeout: 30_000 });
    const saved = await apiAs<TopicPositions>(author, baseUrl, 'GET', `/internal/topics/${busiest.id}/positions`);
    expect(saved.positions).toEqual(names);
    for (const answer of moved)
      expect(saved.assignments.find((a) => a.answerId === answer.id)?.position).toBe(names.indexOf(larger));
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.waitForURL(/step=consensusFormEdit/);

    // The summary, filled as a moderator does (e2e/consensus.test.ts meets its errors).
    await fillAndLeave(field(page, 'Summary Title'), TITLE);
    await fillAndLeave(field(page, 'High-Level Summary Statement'), STATEMENT);
    await fillAndLeave(field(page, 'Analysis'), 'Renal function dips early and recovers; the benefit holds.');
    await chooseOption(page, 'Consensus type', 'Community');
    await page
      .getByRole('group', { name: 'Tile image' })
      .locator('input[type=file]')
      .setInputFiles({ name: 'tile.png', mimeType: 'image/png', buffer: pngImage(260, 140, { rgb: [90, 40, 120] }) });
    await page.getByRole('img', { name: 'Current tile image' }).waitFor();
    await fillAndLeave(field(page, 'Conclusion Title'), 'Start it and watch the kidneys');
    await fillAndLeave(field(page, 'Conclusion Paragraph'), 'Start the SGLT2 inhibitor; check eGFR at two weeks.');

    // The references the answers cite, formatted once the resolve job has looked them up.
    await expect
      .poll(citedAsResolved, {
        timeout: 90_000,
        interval: 500,
        message: 'the resolve job looked up the demo citations',
      })
      .toHaveLength(CITED.length);
    const citations = await citedAsResolved();
    await page.getByRole('button', { name: 'Propose from the thread' }).click();
    await page.getByText('3 references proposed from the thread.').waitFor();
    const texts = await Promise.all([1, 2, 3].map((i) => field(page, `Reference ${i} Text`).inputValue()));
    expect(texts.sort()).toEqual(citations.map((c) => c.formatted).sort());

    const preview = page.getByRole('button', { name: 'Preview', exact: true });
    await expect.poll(() => preview.isEnabled(), { timeout: 10_000 }).toBe(true);
    await preview.click();
    await page.waitForURL(/step=previewConsensus/);
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.getByRole('heading', { name: 'Thank you, your summary was submitted' }).waitFor({ timeout: 30_000 });
    const mine = await apiAs<ConsensusReviewList>(author, baseUrl, 'GET', '/consensus/review?scope=mine');
    consensusId = mine.consensuses.find((c) => c.ConsensusTitle === TITLE)!.id;
    expect(consensusId).toBeGreaterThan(0);
  });

  it('is published by a reviewer, whose DOCX export holds the figures table', async () => {
    const page = await signedIn('admin@example.org');
    await page.goto(`${baseUrl}/moderator/consensus-summary-preview/${consensusId}/in_review`);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Publish consensus' });
    await confirm.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.waitForURL(`${baseUrl}/moderator/consensus-summary-preview/${consensusId}/published`);
    await confirm.waitFor({ state: 'detached' });

    const docx = await downloaded(page, () => page.getByRole('button', { name: 'Export DOCX' }).click());
    const bytes = await readFile(docx.path);
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    // mammoth unzips the document and reads word/document.xml; its tables come back as HTML tables.
    const read = await mammoth.convertToHtml({ buffer: bytes });
    expect(read.messages.filter((m) => m.type === 'error')).toEqual([]);
    const expected = await expectedFromApi(page);
    expect(read.value).toContain('How physicians answered');
    expect(read.value).toContain(expected.answered);
    expect(read.value).toContain(expected.leadingLine);
    expect(read.value).toContain('Minority view');
    const rows = [...read.value.matchAll(/<tr>(.*?)<\/tr>/g)].map((m) =>
      [...m[1]!.matchAll(/<t[dh]>(.*?)<\/t[dh]>/g)].map((c) => c[1]!.replace(/<[^>]+>/g, '')),
    );
    expect(rows).toContainEqual(['Position', 'Answers', 'Share', '95% CI', 'Weighted share']);
    for (const row of expected.rows) expect(rows.map((r) => r.slice(0, 4))).toContainEqual(row);
  });

  it('shows the figures, the chart, the minority view and the formatted references to a signed-out reader', async () => {
    const page = await newPage();
    const expected = await expectedFromApi(author);
    await page.goto(`${baseUrl}/consensuses/${consensusId}/published`);
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    const figures = page.getByRole('region', { name: 'How physicians answered' });
    await figures.getByText(expected.answered, { exact: true }).waitFor();
    await figures.getByText(expected.leadingLine, { exact: true }).waitFor();
    await figures.getByText(expected.verdict, { exact: true }).waitFor();
    // The chart (its own lazy chunk) draws a bar per position and an axis. Drawn at 1280 px, it must
    // let the page narrow to a phone's width (axe's check below also measures the page's width).
    await expect.poll(() => figures.locator('.pc-figures-chart svg').count(), { timeout: 30_000 }).toBeGreaterThan(2);
    await page.setViewportSize(PHONE);
    const chartRight = () =>
      figures
        .locator('.pc-figures-chart svg')
        .first()
        .evaluate((svg) => svg.getBoundingClientRect().right);
    await expect
      .poll(chartRight, { timeout: 10_000, message: 'the chart redrawn within a phone screen' })
      .toBeLessThanOrEqual(PHONE.width);
    await page.setViewportSize(DESKTOP);
    await figures.getByRole('heading', { name: 'Minority view' }).waitFor();
    const minority = (await figures.locator('blockquote').innerText()).trim();
    expect(expected.minorityTexts).toContain(minority);

    const citations = await citedAsResolved();
    expect(citations).toHaveLength(CITED.length);
    const listed = await page.locator('.pc-consensus-references li').allInnerTexts();
    for (const c of citations)
      expect(
        listed.some((text) => text.startsWith(c.formatted!)),
        c.key,
      ).toBe(true);
    for (const c of citations)
      await page.locator(`.pc-consensus-references a[href="${c.url}"]`).waitFor({ timeout: 5_000 });

    await noPopupsOpen(page);
    expect(await axeAtBothWidths(page)).toEqual([]);
  });

  it('raised no uncaught script error on any of these pages', () => {
    expect(pageErrors).toEqual([]);
  });
});

/** The demo's cited literature once the resolve job has formatted it (fewer while some is pending). */
async function citedAsResolved(): Promise<Citation[]> {
  const ids = CITED.map(encodeURIComponent).join(',');
  const { citations } = await apiAs<{ citations: Citation[] }>(author, baseUrl, 'GET', `/citations?ids=${ids}`);
  return citations.filter((c) => c.status === 'resolved' && c.formatted);
}

/** The expected figures from the thread's answers and the positions saved for it. */
async function expectedFromApi(page: Page) {
  const thread = await apiAs<CommentsResponse>(page, baseUrl, 'GET', `/comments?topicId=${busiest.id}`);
  const saved = await apiAs<TopicPositions>(page, baseUrl, 'GET', `/internal/topics/${busiest.id}/positions`);
  return expectedFigures(thread.comments, saved);
}
