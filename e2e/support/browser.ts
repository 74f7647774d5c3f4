import { type Browser, chromium, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium, headless, with the flags this closed network needs (Playwright gives it a fresh profile). */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-extensions',
      '--mute-audio',
      '--disable-features=site-per-process,IsolateOrigins,Translate,OptimizationHints,MediaRouter,BackForwardCache,AutofillServerCommunication,CertificateTransparencyComponentUpdater',
      '--disable-site-isolation-trials',
    ],
  });
}

const CLOSE_WAIT_MS = 2_000;
const CLOSE_ATTEMPTS = 5;

/**
 * Closes a page even while it is committing a navigation. Chromium can acknowledge Target.closeTarget
 * and then drop it when the close races a commit (crbug.com/536385539, playwright#42068), and
 * page.close() then waits forever: /login hands the browser to the issuer, so a test that ends on it
 * hit this about once in 20 runs. Re-issuing the close for the same target always ends it.
 */
export async function closePage(page: Page): Promise<void> {
  if (page.isClosed()) return;
  const closed = new Promise<void>((resolve) => page.once('close', () => resolve()));
  const pageSession = await page.context().newCDPSession(page);
  const { targetInfo } = await pageSession.send('Target.getTargetInfo');
  await pageSession.detach().catch(() => {});
  void page.close().catch(() => {});
  for (let attempt = 0; attempt < CLOSE_ATTEMPTS; attempt++) {
    const timer = new Promise<'waiting'>((resolve) => setTimeout(() => resolve('waiting'), CLOSE_WAIT_MS));
    if ((await Promise.race([closed.then(() => 'closed' as const), timer])) === 'closed') return;
    const browser = page.context().browser();
    if (!browser) break;
    const browserSession = await browser.newBrowserCDPSession();
    await browserSession.send('Target.closeTarget', { targetId: targetInfo.targetId }).catch(() => {});
    await browserSession.detach().catch(() => {});
  }
  if (!page.isClosed()) throw new Error(`the page at ${page.url()} did not close`);
}
