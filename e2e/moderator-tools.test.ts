import type { Answer, GlobalProgram, GlobalProgramList, TopicFeedResponse } from '@pc/contracts';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl } from './support/product';
import { closePage, launchBrowser } from './support/browser';
import { chooseOption } from './support/choose-option';
import { downloaded, noPopupsOpen } from './support/consensus-pages';
import { apiWith, readCsv, tokenFor, utcDay } from './support/moderator-tools';
import { shootWholePage } from './support/screens';
import { signIn } from './support/sign-in';
import { apiAs, axeAtBothWidths, DESKTOP } from './support/user-pages';

/**
 * Issue 11 in Chromium, the three moderator tools. A member (set up through the API) writes 25
 * answers and comments with a made-up word; the moderator finds a seeded answer's word, then those
 * 25: sorted three ways, paged, narrowed by days and downloaded as CSV (read back with papaparse); an
 * IQ Moderator sees the results but no CSV. The administrator reorders, confirms and disables global
 * programs, watching the table after each change, and puts the moved one back; then creates a
 * specialty e-mail and an NPI e-mail and downloads their target lists and the members-and-specialties
 * file. axe runs on each page at 1280 and 390 px; screenshots go to docs/screens/ with UPDATE_SCREENS=1.
 *
 * The member is Hannah Levi (Pediatrics), whom no other browser test uses, and the e-mails go to her
 * only: other files read the outbox for their own members' sign-in links.
 */

const stamp = Date.now()
  .toString(36)
  .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);
/** A word no seeded text has, so this run decides how many results there are. */
const WORD = `quorvex${stamp}`;
/**
 * The answer: a comma and a quote for the CSV, the word twice, and enough words around them that
 * the passage shown is cut at both ends.
 */
const ANSWER = [
  'Some background first: the child was seen twice in clinic, once in spring and once in the autumn,',
  'with the family worried about growth and sleep, and the school asking for a plan.',
  `${WORD} works, but "only" at half the dose: start ${WORD} low and review.`,
  'After that we would meet the family again in three months, look at the growth chart together and',
  'decide with the school nurse whether the plan still fits.',
].join(' ');
const REPLIES = 24;
/** The reply that says the word most often, so it ranks first by relevance. */
const MOST_RELEVANT = 12;
const replyText = (n: number) => {
  const label = `Reply ${String(n).padStart(2, '0')}:`;
  return n === MOST_RELEVANT ? `${label} ${WORD} ${WORD} ${WORD} ${WORD} again.` : `${label} ${WORD} noted.`;
};
const RESULTS = 1 + REPLIES;
/** A word seen in the seeded answers (apps/api/src/db/seed/questions.ts). */
const SEEDED_WORD = 'multidisciplinary';
const MEMBER = 'hannah.levi@example.org';
const SPECIALTY = 'Pediatrics';
const SPECIALTY_EMAIL = `E2E pediatrics update ${stamp}`;
const SEARCH_CSV_HEADER = [
  'ID',
  'Question ID',
  'First Name',
  'Last Name',
  'NPI',
  'Specialty',
  'Subspecialty',
  'Therapy Area',
  'Question Description',
  'Text',
  'Created At',
];
const TARGET_LIST_HEADER = [
  'User ID',
  'First Name',
  'Last Name',
  'Email',
  'NPI',
  'Specialty',
  'Subspecialty',
  'Question ID',
  'Sent At',
];

let browser: Browser;
const contexts: BrowserContext[] = [];
let moderator: Page;
let admin: Page;
let iqModerator: Page;
let memberNpi: string;
const findings: Record<string, string[]> = {};
/** Uncaught script errors on any page of the run. */
const pageErrors: string[] = [];

async function signedIn(email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP, acceptDownloads: true });
  contexts.push(context);
  const page = await context.newPage();
  page.on('pageerror', (err) => pageErrors.push(`${page.url()}: ${err.message}`));
  await signIn(page, baseUrl, email);
  return page;
}

async function axe(page: Page, name: string) {
  await noPopupsOpen(page);
  findings[name] = await axeAtBothWidths(page);
}

/**
 * The member's 25 texts: an answer to a question of another specialty than the ones other browser
 * tests read (Cardiology, Dermatology), then comments on the other members' answers there.
 */
async function postMemberTexts() {
  const member = await tokenFor(baseUrl, MEMBER);
  await apiWith(baseUrl, member, 'POST', '/disclaimer');
  const feed = await apiWith<TopicFeedResponse>(baseUrl, member, 'GET', '/topics?feed=other&count=100');
  const candidates = feed.featured.items
    .filter((t) => !t.answered && !t.specialties.some((s) => ['Cardiology', 'Dermatology'].includes(s.name)))
    .sort((a, b) => b.totalResponsesCount - a.totalResponsesCount);
  // The busiest one: it has other members' answers to comment on once the member has answered.
  const topic = candidates.find((t) => t.totalResponsesCount > 0);
  if (!topic) throw new Error('no question of another specialty with answers to comment on');
  await apiWith(baseUrl, member, 'POST', '/comments', { topicId: topic.id, text: ANSWER });
  const thread = await apiWith<{ comments: Answer[] }>(baseUrl, member, 'GET', `/comments?topicId=${topic.id}`);
  const answers = thread.comments.filter((a) => !a.ownAnswer && !a.deletedAt);
  if (!answers.length) throw new Error(`question ${topic.id} has no other answer to comment on`);
  // One after the other, so their times (and so Newest and Oldest) follow the numbering.
  for (let n = 1; n <= REPLIES; n++) {
    const replyTo = answers[n % answers.length]!.id;
    await apiWith(baseUrl, member, 'POST', '/comments', { topicId: topic.id, replyTo, text: replyText(n) });
  }
}

/** The table's rows in order, as 'PRG-1001:1' (its priority) or 'PRG-1003:-' (disabled). */
const tableOrder = (table: Locator) =>
  table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((r) => `${r.getAttribute('data-program-id')}:${r.querySelector('select')?.value ?? '-'}`),
    );
/** What the table should show: the enabled ones at 1..n, then the disabled ones by program id. */
const expectedOrder = (enabled: GlobalProgram[], disabled: GlobalProgram[]) => [
  ...enabled.map((p, i) => `${p.hcmpPrgId}:${i + 1}`),
  ...disabled
    .map((p) => p.hcmpPrgId)
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
    .map((id) => `${id}:-`),
];

beforeAll(async () => {
  browser = await launchBrowser();
  [moderator, admin, iqModerator] = await Promise.all([
    signedIn('moderator@example.org'),
    signedIn('admin@example.org'),
    signedIn('iqmoderator@example.org'),
    postMemberTexts(),
  ]);
  const found = await apiAs<{ data: { npi: string; email: string }[] }>(
    admin,
    baseUrl,
    'GET',
    `/users?term=${encodeURIComponent(MEMBER)}&count=1&pageNumber=1`,
  );
  memberNpi = found.data.find((u) => u.email === MEMBER)!.npi;
});

afterAll(async () => {
  for (const context of contexts) {
    for (const page of context.pages()) await closePage(page).catch(() => {});
    await context.close().catch(() => {});
  }
  await browser?.close();
});

describe('moderator search, global programs and the create-emails page', () => {
  it('lets a moderator search, sort, page, narrow by days and download the results as CSV', async () => {
    const page = moderator;
    await page.locator('header.pc-header [data-nav-item="Search"]').click();
    await page.waitForURL(`${baseUrl}/moderator/search`);
    const main = page.locator('#main');
    await main.getByText('Enter a word to search what members wrote.').waitFor();
    const box = main.getByRole('searchbox', { name: 'Search answers and comments' });
    const cards = main.locator('article');
    const count = main.getByRole('status');
    const firstCard = () => cards.first().innerText();

    // A word of the seeded answers: found, and marked in the passage shown.
    await box.fill(SEEDED_WORD);
    await box.press('Enter');
    await page.waitForURL(`${baseUrl}/moderator/search?searchValue=${SEEDED_WORD}`);
    await main
      .locator('mark', { hasText: new RegExp(`^${SEEDED_WORD}$`, 'i') })
      .first()
      .waitFor();
    await expect(count.innerText()).resolves.toMatch(/^[1-9][\d,]*\+? results?$/);

    // The member's word: 25 results, newest first, 20 on page 1.
    await box.fill(WORD);
    await main.getByRole('button', { name: 'Search', exact: true }).click();
    await count.filter({ hasText: `${RESULTS} results` }).waitFor();
    await expect.poll(firstCard, { timeout: 15_000 }).toContain('Reply 24:');
    await expect(cards.count()).resolves.toBe(20);
    await main.locator('mark', { hasText: WORD }).first().waitFor();
    const pager = main.getByRole('navigation', { name: 'Search result pages' });
    const previous = pager.getByRole('button', { name: 'Previous page' });
    const next = pager.getByRole('button', { name: 'Next page' });
    const pageButton = (n: number) => pager.getByRole('button', { name: `Page ${n}`, exact: true });
    await expect(previous.isDisabled()).resolves.toBe(true);
    await expect(pageButton(1).isDisabled()).resolves.toBe(true);
    await expect(pageButton(1).getAttribute('aria-current')).resolves.toBe('page');
    await expect(next.isEnabled()).resolves.toBe(true);
    await axe(page, 'search results');
    await shootWholePage(page, 'moderator-search.png');

    // A reply's whole text is its passage; the long answer's passage is cut at both ends, and says so.
    const passage = (card: Locator) => card.locator('[data-passage]').innerText();
    await expect(passage(cards.first())).resolves.toMatch(/^Reply 24: \S+ noted\.?$/);

    // Page 2 holds the last 5, the oldest (the answer) at the end; next is disabled there.
    await next.click();
    await page.waitForURL(/[?&]page=2(&|$)/);
    await expect.poll(() => cards.count(), { timeout: 15_000 }).toBe(RESULTS - 20);
    await expect(cards.last().innerText()).resolves.toContain('works, but');
    await expect(passage(cards.last())).resolves.toMatch(/^….*works, but.*…$/s);
    await expect(next.isDisabled()).resolves.toBe(true);
    await expect(pageButton(2).isDisabled()).resolves.toBe(true);
    await expect(previous.isEnabled()).resolves.toBe(true);

    // A sort change goes back to page 1: oldest first, then the most relevant first.
    const sort = main.getByRole('combobox', { name: 'Sort' });
    await sort.selectOption({ label: 'Oldest' });
    await page.waitForURL((url) => url.searchParams.get('order') === 'oldest' && !url.searchParams.has('page'));
    await expect.poll(firstCard, { timeout: 15_000 }).toContain('works, but');
    await expect(pageButton(1).getAttribute('aria-current')).resolves.toBe('page');
    await expect(cards.count()).resolves.toBe(20);
    await sort.selectOption({ label: 'Relevance' });
    await page.waitForURL((url) => url.searchParams.get('order') === 'relevant');
    await expect.poll(firstCard, { timeout: 15_000 }).toContain(`Reply ${MOST_RELEVANT}:`);
    await sort.selectOption({ label: 'Newest' });
    await expect.poll(firstCard, { timeout: 15_000 }).toContain('Reply 24:');

    // Days (UTC): a range around today keeps all 25; one that ends before today has none. Each day
    // is on the page (the picker's form value, set when the page has re-rendered with the new
    // address) before the next is typed: a change made sooner would start from the old address
    // (a person is never that quick).
    const from = main.getByRole('textbox', { name: 'From', exact: true });
    const to = main.getByRole('textbox', { name: 'To', exact: true });
    const dayValues = main.locator('input[type="hidden"]');
    await expect(dayValues.count()).resolves.toBe(2);
    const pickDay = async (picker: Locator, name: 'from' | 'to', day: string) => {
      await picker.fill(day);
      await page.waitForURL((url) => url.searchParams.get(name) === day);
      await expect.poll(() => dayValues.nth(name === 'from' ? 0 : 1).inputValue()).toBe(day);
      await picker.blur();
    };
    await pickDay(from, 'from', utcDay(-1));
    await pickDay(to, 'to', utcDay(1));
    await count.filter({ hasText: `${RESULTS} results` }).waitFor();
    await pickDay(from, 'from', utcDay(-30));
    await pickDay(to, 'to', utcDay(-2));
    await count.filter({ hasText: 'No results' }).waitFor();
    await expect(cards.count()).resolves.toBe(0);
    await expect(page.url()).toContain(`from=${utcDay(-30)}`);
    await pickDay(to, 'to', utcDay(1));
    await count.filter({ hasText: `${RESULTS} results` }).waitFor();
    // Both days set, so both clear buttons show: each is named, and clears its day.
    await axe(page, 'search with both days');
    await main.getByRole('button', { name: 'Clear the To date' }).click();
    await page.waitForURL((url) => !url.searchParams.has('to'));
    // The picker empties once the page has re-rendered without the day: typing the same day before
    // then changed nothing (the picker still held it), and the address never got it back.
    await expect.poll(() => dayValues.nth(1).inputValue()).toBe('');
    await expect.poll(() => to.inputValue()).toBe('');
    await pickDay(to, 'to', utcDay(1));
    await main.getByRole('button', { name: 'Clear the From date' }).waitFor();

    // The CSV in two clicks: 'Load CSV file' → 'Loading' (held until seen) → 'Click and download!'.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/v1/search/comments/csv**', async (route) => {
      await held;
      await route.continue();
    });
    await main.getByRole('button', { name: 'Load CSV file' }).click();
    await main.getByRole('button', { name: 'Loading' }).waitFor();
    release();
    const file = await downloaded(page, () => main.getByRole('button', { name: 'Click and download!' }).click());
    await page.unroute('**/api/v1/search/comments/csv**');
    await main.getByRole('button', { name: 'Load CSV file' }).waitFor();
    expect(file.name).toBe(`search-${new Date().toISOString().slice(0, 10)}.csv`);
    const csv = await readCsv(file.path);
    expect(csv.rows[0]).toEqual(SEARCH_CSV_HEADER);
    expect(csv.rows.length - 1).toBe(RESULTS);
    // The comma and the quotes survive: the field is quoted, its quotes doubled.
    expect(csv.raw).toContain(`"${ANSWER.replaceAll('"', '""')}"`);
    const text = SEARCH_CSV_HEADER.indexOf('Text');
    expect(csv.rows.filter((r) => r[text] === ANSWER)).toHaveLength(1);
    expect(csv.rows.slice(1).every((r) => r[SEARCH_CSV_HEADER.indexOf('First Name')] === 'Hannah')).toBe(true);

    // The search log shows the searches just made.
    await main.getByRole('tab', { name: 'Search log' }).click();
    await main.getByRole('cell', { name: WORD, exact: true }).first().waitFor();
    expect(findings['search results']).toEqual([]);
    expect(findings['search with both days']).toEqual([]);
  });

  it('shows an IQ Moderator the results without the CSV button or the search log', async () => {
    const page = iqModerator;
    await page.locator('header.pc-header [data-nav-item="Search"]').click();
    await page.waitForURL(`${baseUrl}/moderator/search`);
    const main = page.locator('#main');
    const box = main.getByRole('searchbox', { name: 'Search answers and comments' });
    await box.fill(WORD);
    await box.press('Enter');
    await main
      .getByRole('status')
      .filter({ hasText: `${RESULTS} results` })
      .waitFor();
    await expect(main.locator('article').count()).resolves.toBe(20);
    await expect(main.getByRole('button', { name: 'Load CSV file' }).count()).resolves.toBe(0);
    await expect(main.getByRole('tab', { name: 'Search log' }).count()).resolves.toBe(0);
  });

  it('lets an administrator reorder, confirm and disable global programs, the table changing each time', async () => {
    const page = admin;
    const before = await apiAs<GlobalProgramList>(page, baseUrl, 'GET', '/global_programs');
    const enabled = before.assigned.filter((p) => p.enabled);
    const disabled = before.assigned.filter((p) => !p.enabled);
    expect(enabled.length, 'seeded enabled programs').toBeGreaterThanOrEqual(2);
    const newcomer = before.unassigned[0]!;
    expect(newcomer, 'a seeded program without priority').toBeDefined();

    await page.locator('header.pc-header [data-nav-group="Programs"]').click();
    await page.getByRole('menuitem', { name: 'Program overview' }).click();
    await page.waitForURL(`${baseUrl}/moderator/global_programs/overview`);
    const main = page.locator('#main');
    const table = main.getByRole('table', { name: 'Assigned programs', exact: true });
    const order = () => tableOrder(table);
    const done = (text: string) => main.getByRole('status').filter({ hasText: text }).waitFor({ state: 'attached' });
    await expect.poll(order).toEqual(expectedOrder(enabled, disabled));
    const waiting = main.getByRole('button', { name: /^Programs without priority \(\d+\)$/ });
    await expect(waiting.innerText()).resolves.toContain(`(${before.unassigned.length})`);
    await expect(waiting.getAttribute('aria-expanded')).resolves.toBe('true');
    await axe(page, 'global programs');
    await shootWholePage(page, 'global-programs.png');

    // Reorder: the last one moves to the top, the others shift down.
    const moved = enabled.at(-1)!;
    const rest = enabled.slice(0, -1);
    await main.getByRole('combobox', { name: `Priority of ${moved.name}` }).selectOption('1');
    await done(`${moved.name} moved to priority 1.`);
    await expect.poll(order).toEqual(expectedOrder([moved, ...rest], disabled));

    // Confirm a program without priority at 2: it enters there, the later ones are pushed down.
    await main.getByRole('combobox', { name: `Assign priority to ${newcomer.name}` }).selectOption('2');
    await main.getByRole('button', { name: `Confirm ${newcomer.name}` }).click();
    await done(`${newcomer.name} was confirmed at priority 2.`);
    await expect.poll(order).toEqual(expectedOrder([moved, newcomer, ...rest], disabled));
    await expect(waiting.innerText()).resolves.toContain(`(${before.unassigned.length - 1})`);

    // Disable it: it leaves the priorities (the others close the gap) and sits with the disabled ones.
    await main.getByRole('button', { name: `Actions for ${newcomer.name}` }).click();
    await page.getByRole('menuitem', { name: 'Disable program' }).click();
    await done(`${newcomer.name} was disabled.`);
    await expect.poll(order).toEqual(expectedOrder([moved, ...rest], [...disabled, newcomer]));
    const row = table.locator(`tr[data-program-id="${newcomer.hcmpPrgId}"]`);
    await expect(row.getByRole('cell', { name: 'No', exact: true }).count()).resolves.toBe(1);

    // The moved one back where the seed had it.
    await main.getByRole('combobox', { name: `Priority of ${moved.name}` }).selectOption(String(enabled.length));
    await done(`${moved.name} moved to priority ${enabled.length}.`);
    await expect.poll(order).toEqual(expectedOrder(enabled, [...disabled, newcomer]));
    expect(findings['global programs']).toEqual([]);
  });

  it('lets an administrator create a specialty e-mail and an NPI e-mail and download their target lists', async () => {
    const page = admin;
    await page
      .getByRole('navigation', { name: 'Global programs' })
      .getByRole('link', { name: 'Create emails' })
      .click();
    await page.waitForURL(`${baseUrl}/moderator/global_programs/create_emails`);
    const main = page.locator('#main');
    const emails = main.getByRole('region', { name: 'E-mails' });

    // To a specialty: checked, named, its audience chosen, created.
    await main.getByRole('checkbox', { name: SPECIALTY, exact: true }).check();
    await main.getByText('1 specialty checked').waitFor();
    await main.getByRole('button', { name: 'New specialty email' }).click();
    const specialtyDialog = page.getByRole('dialog', { name: 'New specialty email' });
    await specialtyDialog.getByText(`Specialties: ${SPECIALTY}`).waitFor();
    await specialtyDialog.getByRole('textbox', { name: 'Name' }).fill(SPECIALTY_EMAIL);
    await chooseOption(specialtyDialog, 'Target audience', 'All in specialty');
    await specialtyDialog.getByRole('button', { name: 'Create email' }).click();
    await specialtyDialog.waitFor({ state: 'detached' });
    await emails.getByText(SPECIALTY_EMAIL, { exact: true }).first().waitFor();

    // To NPIs: a bad row is named by its number, and refused in the modal too; then fixed.
    const npiList = main.getByRole('textbox', { name: 'NPI list' });
    await npiList.fill(`${memberNpi}\n12ab\n`);
    const badRow = 'Row 2 has an invalid format, should be "NPI" or "NPI,questionId"';
    await main.getByText(badRow, { exact: true }).waitFor();
    await main.getByText('1 row, 1 row with errors').waitFor();
    await main.getByRole('button', { name: 'New NPI email' }).click();
    let npiDialog = page.getByRole('dialog', { name: 'New NPI email' });
    await npiDialog.getByRole('button', { name: 'Create email' }).click();
    await npiDialog.getByRole('alert').filter({ hasText: badRow }).waitFor();
    await npiDialog.getByRole('button', { name: 'Cancel' }).click();
    await npiDialog.waitFor({ state: 'detached' });
    await npiList.fill(`${memberNpi}\n`);
    await main.getByText('1 row', { exact: true }).waitFor();
    await expect(main.getByText(badRow).count()).resolves.toBe(0);
    // The list is kept in the browser between visits.
    await page.reload();
    await expect.poll(() => npiList.inputValue()).toBe(`${memberNpi}\n`);
    await main.getByRole('button', { name: 'New NPI email' }).click();
    npiDialog = page.getByRole('dialog', { name: 'New NPI email' });
    const today = new Date();
    const npiEmail = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}-csv-input`;
    await expect(npiDialog.getByRole('textbox', { name: 'Name' }).inputValue()).resolves.toBe(npiEmail);
    await chooseOption(npiDialog, 'Target audience', 'All listed NPIs');
    await npiDialog.getByRole('button', { name: 'Create email' }).click();
    await npiDialog.waitFor({ state: 'detached' });
    await emails.getByText(npiEmail, { exact: true }).first().waitFor();

    // Each target list, once built (the button stops spinning), downloads as a CSV with the member.
    for (const name of [SPECIALTY_EMAIL, npiEmail]) {
      const button = emails.getByRole('button', { name: `Download target list of ${name}`, exact: true });
      await button.waitFor({ timeout: 30_000 });
      const file = await downloaded(page, () => button.click());
      expect(file.name).toMatch(/\.csv$/);
      const { rows } = await readCsv(file.path);
      expect(rows[0]).toEqual(TARGET_LIST_HEADER);
      expect(rows.slice(1).map((r) => r[TARGET_LIST_HEADER.indexOf('Email')])).toContain(MEMBER);
    }

    // Every member with their specialty.
    const everyone = await downloaded(page, () =>
      emails.getByRole('button', { name: 'Members and specialties CSV' }).click(),
    );
    const { rows } = await readCsv(everyone.path);
    const email = rows[0]!.indexOf('Email');
    expect(email).toBeGreaterThanOrEqual(0);
    const member = rows.find((r) => r[email] === MEMBER);
    expect(member).toContain(SPECIALTY);
    await axe(page, 'create emails');
    // The picture without the creation toasts over the header.
    const toasts = page.getByRole('button', { name: /^Dismiss: / });
    await toasts.evaluateAll((buttons) => {
      for (const button of buttons) (button as HTMLButtonElement).click();
    });
    await expect.poll(() => toasts.count()).toBe(0);
    await shootWholePage(page, 'create-emails.png');
    expect(findings['create emails']).toEqual([]);
  });

  it('raised no uncaught script error on any of these pages', () => {
    expect(pageErrors).toEqual([]);
  });
});
