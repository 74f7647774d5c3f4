import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, dataDir } from './support/product';
import { launchBrowser } from './support/browser';
import { newMember, newSpecialtyQuestion } from './support/members';
import { apiWith, tokenFor } from './support/moderator-tools';
import { passInterstitials } from './support/question-page';
import { signIn } from './support/sign-in';
import { DESKTOP } from './support/user-pages';
import { uniqueStamp } from './support/stamp';

/**
 * Spec §6: moderators view any user's rewards, but the users list is the administrators'. In Chromium: a
 * moderator reaches a member's rewards from where they meet the member, the member's answer on the
 * question page and the finding the member confirmed; a member reading the same thread gets no such link.
 */
// Base 36: a 13-digit number would itself look like an identifier to the check.
const stamp = uniqueStamp();
const PASSWORD = `rewards-link-${stamp}`;
const WRITER = { email: `rewards.writer.${stamp}@example.org`, firstName: 'Iris', lastName: `Lens${stamp}` };
const READER = { email: `rewards.reader.${stamp}@example.org`, firstName: 'Otto', lastName: `Scope${stamp}` };
const WRITER_NAME = `${WRITER.firstName} ${WRITER.lastName}`;
const PHONE = '555-0142';

let browser: Browser;
const contexts: BrowserContext[] = [];
let topicId: number;
let writerId: number;

/** The question's page with its responses open (a moderator's and a reader's start closed). */
async function openThread(page: Page) {
  await page.goto(`${baseUrl}/questions/${topicId}`);
  await page.getByRole('button', { name: /^Responses \(\d+\)$/ }).click();
  await passInterstitials(page);
}

async function signedIn(email: string, password?: string): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP });
  contexts.push(context);
  const page = await context.newPage();
  await signIn(page, baseUrl, email, password);
  return page;
}

beforeAll(async () => {
  browser = await launchBrowser();
  const adminToken = await tokenFor(baseUrl, 'admin@example.org');
  // A specialty no demo member and no other browser test uses: the question is these members' alone.
  const question = await newSpecialtyQuestion(
    { baseUrl, adminToken },
    {
      specialty: 'Ophthalmology',
      title: `Sudden painless vision loss in one eye ${stamp}`,
      description: 'Would you start with an urgent work-up for giant cell arteritis before imaging?',
      therapyArea: 'Ophthalmology',
      primaryIndication: 'Artery occlusion',
    },
  );
  topicId = question.topicId;
  const env = { baseUrl, dataDir, adminToken };
  const [writerToken, readerToken] = await Promise.all([
    newMember(env, { ...WRITER, specialtyId: question.specialtyId, password: PASSWORD }),
    newMember(env, { ...READER, specialtyId: question.specialtyId, password: PASSWORD }),
  ]);
  writerId = (await apiWith<{ id: number }>(baseUrl, writerToken, 'GET', '/current_user')).id;
  // The writer's answer holds a confirmed phone number, so it is in the moderators' list of findings too.
  await apiWith(baseUrl, writerToken, 'POST', '/comments', {
    topicId,
    text: `Answer ${stamp}: yes, sedimentation rate first; the daughter asked us to ring ${PHONE}.`,
    phiConfirmations: [{ field: 'text', kind: 'phone', text: PHONE }],
  });
  await apiWith(baseUrl, readerToken, 'POST', '/comments', {
    topicId,
    text: `Answer ${stamp}: I would image the same day and start steroids if the history fits.`,
  });
}, 120_000);

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => {});
  await browser?.close();
});

describe("a moderator reaches a member's rewards without the users list", () => {
  it("from the member's answer on the question page", async () => {
    const moderator = await signedIn('moderator@example.org');
    await openThread(moderator);
    const answer = moderator.getByRole('article', { name: `Answer by ${WRITER_NAME}` });
    await answer.getByRole('link', { name: `Rewards of ${WRITER_NAME}` }).click();

    await moderator.waitForURL(`${baseUrl}/moderator/users/${writerId}/rewards`);
    await moderator.getByRole('heading', { level: 1, name: `Rewards: ${WRITER_NAME}` }).waitFor();
    await moderator.getByText('0 rewards', { exact: true }).waitFor();
    // The way back to the users list is the administrators'.
    expect(await moderator.getByRole('link', { name: 'Back to all users' }).count()).toBe(0);
  });

  it('from the finding the member confirmed', async () => {
    const moderator = await signedIn('moderator@example.org');
    await moderator.goto(`${baseUrl}/moderator/phi-confirmations`);
    const item = moderator
      .getByRole('list', { name: 'Confirmed patient identifiers' })
      .getByRole('listitem')
      .filter({ hasText: `Answer ${stamp}` });
    await item.getByRole('link', { name: `Rewards of ${WRITER_NAME}` }).click();
    await moderator.waitForURL(`${baseUrl}/moderator/users/${writerId}/rewards`);
  });

  it('a member reading the same answers gets no link to rewards', async () => {
    const reader = await signedIn(READER.email, PASSWORD);
    await openThread(reader);
    const answer = reader.getByRole('article', { name: `Answer by ${WRITER_NAME}` });
    await answer.waitFor();
    expect(await reader.getByRole('link', { name: /^Rewards of / }).count()).toBe(0);
  });
});
