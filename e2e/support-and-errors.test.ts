import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, dataDir } from './support/product';
import { closePage, launchBrowser } from './support/browser';
import { shootWholePage } from './support/screens';
import { signIn } from './support/sign-in';
import { axeAtBothWidths, DESKTOP } from './support/user-pages';
import { uniqueStamp } from './support/stamp';

/**
 * Issue 12: the support form e-mails member services (the outbox of the shared product) with Reply-To
 * the sender, and failures in the browser reach the server's log (`<dataDir>/server.log`), scrubbed.
 */
const unique = uniqueStamp();

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: DESKTOP });
});
afterAll(async () => {
  if (page) await closePage(page);
  await browser?.close();
});

interface OutboxMessage {
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
}

async function waitForMail(subject: string): Promise<OutboxMessage> {
  const dir = path.join(dataDir, 'outbox');
  const deadline = Date.now() + 10_000;
  for (;;) {
    for (const file of (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.json'))) {
      const message = JSON.parse(await readFile(path.join(dir, file), 'utf8')) as OutboxMessage;
      if (message.subject === subject) return message;
    }
    if (Date.now() > deadline) throw new Error(`no e-mail '${subject}' in ${dir}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The server's 'client error' log lines that mention `marker`. */
async function clientErrorsLogged(marker: string, count = 1): Promise<Record<string, any>[]> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const text = await readFile(path.join(dataDir, 'server.log'), 'utf8').catch(() => '');
    const lines = text
      .split('\n')
      .filter((l) => l.startsWith('{') && l.includes('"client error"') && l.includes(marker))
      .map((l) => JSON.parse(l));
    if (lines.length >= count) return lines;
    if (Date.now() > deadline) throw new Error(`no 'client error' with ${marker} in server.log`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const field = (label: string) => page.getByRole('textbox', { name: label, exact: false });

describe('support form', () => {
  it('a signed-out visitor is told what is missing, then sends; member services get it with Reply-To them', async () => {
    await page.goto(`${baseUrl}/support`);
    await page.getByRole('heading', { name: 'Contact support' }).waitFor();
    await page.getByRole('button', { name: 'Send message' }).click();
    expect(await page.getByText('Required').count()).toBe(4);
    await field('E-mail address').fill('not-an-address');
    await field('Name').focus();
    await page.getByText('Email address is in invalid format.').waitFor();

    const sender = `visitor-${unique}@example.org`;
    await field('Name').fill('Dr. Jo Visitor');
    await field('E-mail address').fill(sender);
    await field('Subject').fill(`Cannot sign in ${unique}`);
    await field('Message').fill('Hello,\nmy sign-in link expired twice.');
    expect(await axeAtBothWidths(page)).toEqual([]);
    await shootWholePage(page, 'support-form.png');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Email sent to support successfully!').waitFor();

    const mail = await waitForMail(`Support: Cannot sign in ${unique}`);
    expect(mail.replyTo).toBe(sender);
    expect(mail.to).toMatch(/@/);
    expect(mail.text).toContain(`From: Dr. Jo Visitor <${sender}>`);
    expect(mail.text).toContain('Not signed in');
    expect(mail.text).toContain('my sign-in link expired twice.');
    // Sent: the subject and message are cleared for the next one, who they are is kept.
    expect(await field('Subject').inputValue()).toBe('');
    expect(await field('Name').inputValue()).toBe('Dr. Jo Visitor');
  });

  it('client errors reach the server log: a failed query as a warning, an unhandled rejection as an error, scrubbed', async () => {
    // A consensus that does not exist: its query fails with a 404 (a failed action, so a warning).
    await page.goto(`${baseUrl}/consensuses/2147483000/published?code=secret-${unique}`);
    const [failed] = await clientErrorsLogged('/consensuses/2147483000/published');
    expect(failed).toMatchObject({
      level: 40,
      clientError: {
        kind: 'failed_action',
        name: 'consensus/summary',
        status: 404,
        path: '/consensuses/2147483000/published',
      },
    });
    // An unhandled rejection carrying an address and a token: logged as an error, without them.
    await page.evaluate((marker) => {
      void Promise.reject(new Error(`${marker} for rita@example.org with Bearer abc.def.ghi`));
    }, `rejection-${unique}`);
    const [rejection] = await clientErrorsLogged(`rejection-${unique}`);
    expect(rejection).toMatchObject({
      level: 50,
      clientError: {
        kind: 'unhandled_rejection',
        kindName: 'Unhandled Rejection',
        message: `Error: rejection-${unique} for [e-mail] with Bearer [token]`,
      },
    });
    const log = await readFile(path.join(dataDir, 'server.log'), 'utf8');
    expect(log).not.toContain(`secret-${unique}`);
  });

  it('a signed-in member finds their name and e-mail filled in, and is named in the message', async () => {
    await signIn(page, baseUrl, 'hcp2@example.org');
    await page.goto(`${baseUrl}/support`);
    await expect.poll(() => field('E-mail address').inputValue()).toBe('hcp2@example.org');
    expect(await field('Name').inputValue()).not.toBe('');
    await field('Subject').fill(`Signed in ${unique}`);
    await field('Message').fill('A question about rewards.');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Email sent to support successfully!').waitFor();
    const mail = await waitForMail(`Support: Signed in ${unique}`);
    expect(mail.replyTo).toBe('hcp2@example.org');
    expect(mail.text).toMatch(/Signed in as .+ \(user \d+, /);
  });
});
