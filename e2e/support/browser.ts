import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

import { existsSync } from 'node:fs';

/**
 * Debian's old headless shell (package chromium-headless-shell, built from the same Chromium source as
 * the chromium package): the same Blink and V8 without the full browser around them, which is what
 * Playwright itself runs headless tests on. It took 41% less CPU than `chromium --headless` on six browser
 * files (75.8 s to 44.5 s), and Chromium was the largest share of the test run's CPU. The full browser
 * when the shell is missing, or the one CHROMIUM_PATH names.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/** Debian's Chromium, headless, with the flags this closed network needs (Playwright gives it a fresh profile). */
function startChromium(): Promise<Browser> {
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

const LEASE_CLOSE_MS = 15_000;

/**
 * How long a page's waits and actions may take unless a test says otherwise (Playwright's default is
 * 30 s). `npm test` runs four test files and their products beside Chromium on two cores: at a load
 * of 8 to 9 an image's patient-identifier check (OCR of a few seconds on a quiet core) or a publish
 * took past 30 s, and a step that passes on a quiet machine failed (2026-11-29, consensus.test.ts,
 * reproduced with six busy processes beside it). Still bounded: a step that never happens fails.
 */
export const PAGE_TIMEOUT_MS = 60_000;

/** The worker's Chromium: browser files of one worker run one after another and share its module cache. */
let shared: Promise<Browser> | null = null;

/**
 * A browser for one test file. Files share their worker's Chromium (starting one cost about a second of
 * CPU per file): each file gets a lease whose `close()` closes the contexts and pages the file opened
 * through it, never the browser, so nothing a file did (cookies, storage, cache: all per context)
 * reaches the next. A Chromium that has gone away is replaced by the next lease.
 */
export async function launchBrowser(): Promise<Browser> {
  if (shared) {
    const current = await shared.catch(() => null);
    if (!current?.isConnected()) shared = null;
  }
  shared ??= startChromium();
  const browser = await shared;
  const opened = new Set<BrowserContext>();
  const keep = <T extends BrowserContext>(context: T) => {
    context.setDefaultTimeout(PAGE_TIMEOUT_MS);
    opened.add(context);
    context.once('close', () => opened.delete(context));
    return context;
  };
  return new Proxy(browser, {
    get(target, property, receiver) {
      if (property === 'newContext')
        return async (...args: Parameters<Browser['newContext']>) => keep(await target.newContext(...args));
      if (property === 'newPage')
        return async (...args: Parameters<Browser['newPage']>) => {
          const page = await target.newPage(...args);
          keep(page.context());
          return page;
        };
      if (property === 'close')
        return async () => {
          const closing = Promise.all([...opened].map((context) => context.close().catch(() => {})));
          const timer = new Promise<'stuck'>((resolve) => setTimeout(() => resolve('stuck'), LEASE_CLOSE_MS).unref());
          // A context can hang closing as a page does (closePage below): the next file gets a new Chromium.
          if ((await Promise.race([closing, timer])) === 'stuck') {
            shared = null;
            await target.close().catch(() => {});
          }
        };
      const value = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
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
