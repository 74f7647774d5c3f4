import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { CommentsResponse, PhiConfirmationList } from '@pc/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, dataDir } from './support/product';
import { launchBrowser } from './support/browser';
import { newMember, newSpecialtyQuestion } from './support/members';
import { apiWith, tokenFor } from './support/moderator-tools';
import { signIn } from './support/sign-in';
import { axeAtBothWidths, DESKTOP, PHONE as PHONE_SCREEN } from './support/user-pages';
import { uniqueStamp } from './support/stamp';

/**
 * Issue 14, the moderators' side in Chromium: a member's answer and their comment under it were
 * stored with a confirmed phone number. The moderator finds both in the list of confirmed patient
 * identifiers, edits the comment's text (the new text is checked too: its own finding is highlighted
 * in the dialog and the moderator confirms it), deletes the answer after a confirm dialog that names
 * it, and is told plainly when a text was already deleted by someone else.
 */
// Base 36: a 13-digit number would itself look like an identifier to the check.
const stamp = uniqueStamp();
const PASSWORD = `phi-moderation-${stamp}`;
const MEMBER = { email: `phi.moderation.${stamp}@example.org`, firstName: 'Quill', lastName: `Scribe${stamp}` };
const WRITER = `${MEMBER.firstName} ${MEMBER.lastName}`;
const PHONE = '555-0142';
const NEW_PHONE = '555-0199';
const ANSWER = `Answer ${stamp}: the family asked us to ring ${PHONE} before any change; I would start low and go slow.`;
const COMMENT = `Comment ${stamp}: ${PHONE} is the ward, not the family.`;
const EDITED = `Comment ${stamp}: call the ward at ${NEW_PHONE} instead.`;

// Screenshots for a look at the page, not committed.
// The committed screenshots in docs/ are refreshed on request only, so a test run leaves the tree clean.
const screens = path.resolve(
  import.meta.dirname,
  process.env.UPDATE_SCREENS === '1' ? '../docs/screens' : '.artifacts/screens',
);

let browser: Browser;
let context: BrowserContext;
let moderator: Page;
let moderatorToken: string;
let topicId: number;

const confirmed = [{ field: 'text', kind: 'phone', text: PHONE }];
const listPage = () => apiWith<PhiConfirmationList>(baseUrl, moderatorToken, 'GET', '/phi/confirmations?page=1');

beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(screens, { recursive: true });
  const adminToken = await tokenFor(baseUrl, 'admin@example.org');
  moderatorToken = await tokenFor(baseUrl, 'moderator@example.org');
  // A specialty no demo member and no other browser test uses: the question is this member's alone.
  const question = await newSpecialtyQuestion(
    { baseUrl, adminToken },
    {
      specialty: 'Colon and Rectal Surgery',
      title: `Anastomotic leak after low anterior resection ${stamp}`,
      description: 'Do you re-operate or drain percutaneously when the patient is stable?',
      therapyArea: 'Surgery',
      primaryIndication: 'Rectal cancer',
    },
  );
  topicId = question.topicId;
  const specialtyId = question.specialtyId;
  const token = await newMember({ baseUrl, dataDir, adminToken }, { ...MEMBER, specialtyId, password: PASSWORD });
  const member = <T>(body: unknown) => apiWith<T>(baseUrl, token, 'POST', '/comments', body);
  const answer = await member<{ id: number }>({ topicId, text: ANSWER, phiConfirmations: confirmed });
  await member({ topicId, replyTo: answer.id, text: COMMENT, phiConfirmations: confirmed });

  context = await browser.newContext({ viewport: DESKTOP });
  moderator = await context.newPage();
  await signIn(moderator, baseUrl, 'moderator@example.org');
}, 90_000);

afterAll(async () => {
  await context?.close().catch(() => {});
  await browser?.close();
});

/** The list item of the finding whose context holds `text`. */
const itemWith = (text: string) =>
  moderator
    .getByRole('list', { name: 'Confirmed patient identifiers' })
    .getByRole('listitem')
    .filter({ hasText: text });
const toast = (text: string) => moderator.getByText(text, { exact: true }).first().waitFor();

describe('a moderator acts on texts stored with confirmed patient identifiers', () => {
  it('reaches the list from the Questions menu; each item shows its context, kind, writer and actions', async () => {
    await moderator.goto(`${baseUrl}/moderator/questions`);
    await moderator.locator('header.pc-header [data-nav-group="Questions"]').click();
    await moderator.getByRole('menuitem', { name: 'Patient identifiers' }).click();
    await moderator.getByRole('heading', { level: 1, name: 'Confirmed patient identifiers' }).waitFor();
    expect(new URL(moderator.url()).pathname).toBe('/moderator/phi-confirmations');

    const comment = itemWith(`Comment ${stamp}`);
    await comment.waitFor();
    expect(await comment.locator('mark').innerText()).toBe(PHONE);
    const words = await comment.innerText();
    expect(words).toContain('Comment, text');
    expect(words).toContain(`“${PHONE}” looks like a phone number. Confirmed by ${WRITER}.`);
    const phrase = `the comment by ${WRITER} with “${PHONE}”`;
    expect(await comment.getByRole('link', { name: `Open ${phrase}` }).getAttribute('href')).toBe(
      `/questions/${topicId}`,
    );
    await comment.getByRole('button', { name: `Edit text of ${phrase}` }).waitFor();
    await comment.getByRole('button', { name: `Delete ${phrase}` }).waitFor();
    // Newest first: the comment came after the answer.
    const texts = await moderator.getByRole('listitem').filter({ hasText: stamp }).allInnerTexts();
    expect(texts.map((t) => (t.includes(`Comment ${stamp}`) ? 'comment' : 'answer'))).toEqual(['comment', 'answer']);

    expect(await axeAtBothWidths(moderator)).toEqual([]);
    await comment.screenshot({ path: path.join(screens, 'phi-confirmations-desktop.png') });
    await moderator.setViewportSize(PHONE_SCREEN);
    await moderator.screenshot({ path: path.join(screens, 'phi-confirmations-phone.png') });
    await moderator.setViewportSize(DESKTOP);
  });

  it('edits the comment: its whole text to start from, the new finding confirmed in the dialog', async () => {
    await itemWith(`Comment ${stamp}`)
      .getByRole('button', { name: /^Edit text of the comment/ })
      .click();
    const dialog = moderator.getByRole('dialog', { name: 'Edit the comment’s text' });
    const field = dialog.getByRole('textbox', { name: 'Text of the comment' });
    await expect.poll(() => field.inputValue()).toBe(COMMENT);
    await field.fill(EDITED);
    await dialog.getByRole('button', { name: 'Save text' }).click();

    // The new text holds a number of its own: refused, highlighted, then confirmed and saved.
    const review = dialog.getByRole('group', { name: 'Possible patient identifiers' });
    await review.waitFor();
    expect(await review.locator('.pc-phi-review__text mark').allInnerTexts()).toEqual([
      expect.stringContaining(NEW_PHONE),
    ]);
    expect(await axeAtBothWidths(moderator)).toEqual([]);
    await moderator.setViewportSize(PHONE_SCREEN);
    await moderator.screenshot({ path: path.join(screens, 'phi-confirmations-edit-phone.png') });
    await moderator.setViewportSize(DESKTOP);
    await review.getByRole('button', { name: `Confirm that “${NEW_PHONE}” does not identify a patient` }).click();
    await dialog.getByRole('button', { name: 'Save text' }).click();
    await toast('The comment was changed.');
    await dialog.waitFor({ state: 'detached' });

    // The list now has the edited comment, confirmed by the moderator, and the old finding is gone.
    const edited = itemWith(`call the ward at`);
    await edited.waitFor();
    expect(await edited.locator('mark').innerText()).toBe(NEW_PHONE);
    expect(await edited.innerText()).toContain('Confirmed by Morgan Moderator.');
    expect(await itemWith(`Comment ${stamp}: ${PHONE}`).count()).toBe(0);
    // The thread has the moderator's text in place of the writer's.
    const thread = await apiWith<CommentsResponse>(baseUrl, moderatorToken, 'GET', `/comments?topicId=${topicId}`);
    const texts = JSON.stringify(thread.comments);
    expect(texts).toContain(EDITED);
    expect(texts).not.toContain(COMMENT);
  });

  it('deletes the answer after a confirm dialog that names it', async () => {
    const answer = itemWith(`Answer ${stamp}`);
    await answer.getByRole('button', { name: /^Delete the answer/ }).click();
    const dialog = moderator.getByRole('dialog', { name: 'Delete this answer?' });
    await dialog
      .getByText('The answer is marked deleted in its thread; its comments stay.', { exact: false })
      .waitFor();
    expect(await dialog.locator('mark').innerText()).toBe(PHONE);
    await dialog.getByRole('button', { name: 'Delete answer' }).click();
    await toast('The answer was deleted.');
    await answer.waitFor({ state: 'detached' });
    expect((await listPage()).items.some((i) => i.before.includes(`Answer ${stamp}`))).toBe(false);
  });

  it('says so when the text was already deleted by someone else, and refreshes the list', async () => {
    const edited = itemWith('call the ward at');
    await edited.waitFor();
    // Another moderator deletes the comment while this page still shows it.
    const item = (await listPage()).items.find((i) => i.after.includes('instead.') && i.text === NEW_PHONE)!;
    await apiWith(baseUrl, moderatorToken, 'DELETE', `/phi/confirmations/${item.id}/subject`);

    await edited.getByRole('button', { name: /^Delete the comment/ }).click();
    await moderator
      .getByRole('dialog', { name: 'Delete this comment?' })
      .getByRole('button', { name: 'Delete comment' })
      .click();
    await toast('The comment could not be deleted.');
    await moderator
      .getByText(/no longer exists\. The list now shows what is left\./)
      .first()
      .waitFor();
    await edited.waitFor({ state: 'detached' });
  });
});
