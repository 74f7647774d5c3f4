import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import { newMember, newSpecialtyQuestion } from './support/members';
import { tokenFor } from './support/moderator-tools';
import { baseUrl, dataDir } from './support/product';
import { answerFromPartnerSite, passInterstitials } from './support/question-page';
import { accessTokenOf, signIn } from './support/sign-in';
import { DESKTOP, PHONE } from './support/user-pages';
import { uniqueStamp } from './support/stamp';

/**
 * Issue 25 in Chromium: a member starts an answer on a phone-sized window, opens the same question
 * on a desktop-sized one (another browser, signed in again) and finds the draft there; submits; the
 * draft is gone. axe finds nothing serious on the form at either width.
 */
// Base 36: a 13-digit number would itself look like an identifier to the check.
const stamp = uniqueStamp();
const PASSWORD = `drafts-${stamp}`;
const MEMBER = { email: `drafts.member.${stamp}@example.org`, firstName: 'Dora', lastName: `Draft${stamp}` };
const ANSWER_LABEL = 'Share how you would manage this case';
const draftText = 'I would start a graded exercise programme and review the pain medication at two weeks';

let browser: Browser;
const contexts: BrowserContext[] = [];
let topicId: number;
/** A second case, whose wizard must never show the first case's draft. */
let otherTopicId: number;

async function signedIn(viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  contexts.push(context);
  await answerFromPartnerSite(context, baseUrl);
  const page = await context.newPage();
  await signIn(page, baseUrl, MEMBER.email, PASSWORD);
  return page;
}

async function signedInAs(email: string, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  contexts.push(context);
  const page = await context.newPage();
  await signIn(page, baseUrl, email);
  return page;
}

async function openQuestion(page: Page) {
  await page.goto(`${baseUrl}/questions/${topicId}`);
  await passInterstitials(page);
  const box = page.getByRole('textbox', { name: ANSWER_LABEL });
  await box.waitFor();
  return box;
}

/** The member's draft of this question's answer as the server holds it (null when there is none). */
async function serverDraft(page: Page): Promise<string | null> {
  const res = await fetch(`${baseUrl}/api/v1/drafts/answer/${topicId}`, {
    headers: { authorization: `Bearer ${await accessTokenOf(page)}` },
  });
  if (res.status === 404) return null;
  if (!res.ok) throw new Error(`GET drafts answered ${res.status}`);
  return ((await res.json()) as { text: string }).text;
}

beforeAll(async () => {
  browser = await launchBrowser();
  const adminToken = await tokenFor(baseUrl, 'admin@example.org');
  // A specialty no demo member and no other browser test uses: the question is this member's alone.
  const question = await newSpecialtyQuestion(
    { baseUrl, adminToken },
    {
      specialty: 'Physical Medicine and Rehabilitation',
      title: `Persistent low back pain after a fall ${stamp}`,
      description: 'Would you refer for imaging before starting physiotherapy?',
      therapyArea: 'Rehabilitation',
      primaryIndication: 'Low back pain',
    },
  );
  topicId = question.topicId;
  otherTopicId = (
    await newSpecialtyQuestion(
      { baseUrl, adminToken },
      {
        specialty: 'Physical Medicine and Rehabilitation',
        title: `Shoulder pain after a stroke ${stamp}`,
        description: 'Would you inject the shoulder before a course of physiotherapy?',
        therapyArea: 'Rehabilitation',
        primaryIndication: 'Shoulder pain',
      },
    )
  ).topicId;
  await newMember(
    { baseUrl, dataDir, adminToken },
    { ...MEMBER, specialtyId: question.specialtyId, password: PASSWORD },
  );
});

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => {});
  await browser?.close();
});

describe('drafts that follow the member', () => {
  it('keeps an answer started on a phone for the desktop, and removes it when the answer is submitted', async () => {
    const phone = await signedIn(PHONE);
    const phoneBox = await openQuestion(phone);
    await phoneBox.click();
    await phoneBox.pressSequentially(draftText.slice(0, 20));
    await phoneBox.fill(draftText);
    await phone.getByText('Draft saved').waitFor({ timeout: 15_000 });
    await expect(serverDraft(phone)).resolves.toBe(draftText);
    expect(await seriousAxeViolations(phone, { include: ['#main'] })).toEqual([]);

    const desktop = await signedIn(DESKTOP);
    const desktopBox = await openQuestion(desktop);
    await expect.poll(() => desktopBox.inputValue(), { timeout: 15_000 }).toBe(draftText);
    await desktop.getByText('Draft restored').waitFor();
    await desktop.getByRole('button', { name: 'Discard draft' }).waitFor();
    expect(await seriousAxeViolations(desktop, { include: ['#main'] })).toEqual([]);

    await desktopBox.fill(`${draftText}, then reassess.`);
    await desktopBox.press('Control+Enter');
    await desktop.waitForURL(`${baseUrl}/questions/${topicId}`);
    await expect.poll(() => desktop.getByRole('textbox', { name: ANSWER_LABEL }).count(), { timeout: 15_000 }).toBe(0);
    await expect(serverDraft(desktop)).resolves.toBeNull();
    // The phone, opened again, has nothing to restore: the member answered.
    await phone.reload();
    await phone.getByRole('heading', { level: 1 }).waitFor();
    await expect(phone.getByRole('textbox', { name: ANSWER_LABEL }).count()).resolves.toBe(0);
    await expect(serverDraft(phone)).resolves.toBeNull();
  });

  it('discards an edit draft of the answer with "Discard draft", back to the answer as posted', async () => {
    const desktop = contexts[1]!.pages()[0]!;
    await desktop.goto(`${baseUrl}/questions/${topicId}`);
    await passInterstitials(desktop);
    const toggle = desktop.getByRole('button', { name: /^Responses \(\d+\)$/ });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await passInterstitials(desktop);
    await desktop.getByRole('button', { name: /^Edit/ }).first().click();
    const edit = desktop.getByRole('textbox', { name: 'Edit your answer' });
    await edit.fill(`${draftText}: an edit I will not keep.`);
    await desktop.getByText('Draft saved').waitFor({ timeout: 15_000 });
    await desktop.getByRole('button', { name: 'Discard draft' }).click();
    await desktop.getByText('Draft discarded').waitFor();
    await expect(edit.inputValue()).resolves.toBe(`${draftText}, then reassess.`);
  });

  it("keeps the consensus wizard's draft per case for the writer's other device, until discarded", async () => {
    const title = `Graded exercise first ${stamp}`;
    const wizard = (page: Page, caseId: number) =>
      page.goto(`${baseUrl}/moderator/submitSummary?case=${caseId}&step=consensusFormEdit`);
    const titleField = (page: Page) => page.getByRole('textbox', { name: 'Summary Title', exact: true });

    const desktop = await signedInAs('moderator@example.org', DESKTOP);
    await wizard(desktop, topicId);
    await titleField(desktop).fill(title);
    await desktop.getByText('Draft saved').waitFor({ timeout: 15_000 });

    const phone = await signedInAs('moderator@example.org', PHONE);
    await wizard(phone, topicId);
    await expect.poll(() => titleField(phone).inputValue(), { timeout: 15_000 }).toBe(title);
    await phone.getByText('Draft restored').waitFor();
    expect(await seriousAxeViolations(phone, { include: ['#main'] })).toEqual([]);
    // Another case's wizard starts from that case, never from this draft.
    await wizard(phone, otherTopicId);
    await titleField(phone).waitFor();
    await expect(titleField(phone).inputValue()).resolves.not.toBe(title);

    await wizard(phone, topicId);
    await expect.poll(() => titleField(phone).inputValue(), { timeout: 15_000 }).toBe(title);
    await phone.getByRole('button', { name: 'Discard draft' }).click();
    await phone.getByText('Draft discarded').waitFor();
    // The form is set back from the case after the notice shows (a commit later on a busy machine).
    await expect.poll(() => titleField(phone).inputValue(), { timeout: 15_000 }).not.toBe(title);
    const res = await fetch(`${baseUrl}/api/v1/drafts/consensus/${topicId}`, {
      headers: { authorization: `Bearer ${await accessTokenOf(phone)}` },
    });
    expect(res.status).toBe(404);
  });
});
