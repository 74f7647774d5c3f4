import type { Locator, Page } from 'playwright-core';

/** What a route must show: where the browser ends and the page's level-1 heading. */
export interface PageExpectation {
  /** The pathname the browser ends on (the query is not compared). */
  path: string | RegExp;
  /** The page's visible level-1 heading (whitespace collapsed). */
  heading: string | RegExp;
  /**
   * Something else the page must show, for pages that share a heading (two tabs of one area) or say
   * more than their heading (the no-permissions sentence): an element matching `selector`, holding
   * `text` when given.
   */
  mark?: { selector: string; text?: string };
}

type Pattern = { source: string; flags: string };
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const pattern = (x: string | RegExp): Pattern =>
  typeof x === 'string' ? { source: `^${escapeRegExp(x)}$`, flags: '' } : { source: x.source, flags: x.flags };
const show = (x: string | RegExp) => (typeof x === 'string' ? `"${x}"` : String(x));

export const describeExpectation = (e: PageExpectation) =>
  `${show(e.path)} with heading ${show(e.heading)}${e.mark ? ` and ${e.mark.selector} ${e.mark.text ? `"${e.mark.text}"` : ''}` : ''}`;

/**
 * Marks the headings on screen before a move (a link click or goInApp), so waitForPage can tell a
 * page that has arrived from the one still shown while the next chunk loads.
 */
export async function markHeadings(page: Page) {
  await page.evaluate(() => {
    for (const h of document.querySelectorAll('h1')) h.setAttribute('data-walk-before', '');
  });
}

/**
 * Opens `path` inside the running app, as a link would: a history entry and a popstate event, which
 * React Router follows. No reload, so a walk over many routes keeps its session and loaded chunks.
 */
export async function goInApp(page: Page, path: string) {
  await markHeadings(page);
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}

/** The path and visible level-1 headings the page shows now. */
export async function pageState(page: Page): Promise<{ path: string; headings: string[] }> {
  return page.evaluate(() => ({
    path: window.location.pathname,
    headings: [...document.querySelectorAll('h1')]
      .filter((h) => (h as HTMLElement).checkVisibility())
      .map((h) => (h.textContent ?? '').replace(/\s+/g, ' ').trim()),
  }));
}

/** Headings of pages that, once they have arrived, are the answer: waiting longer would not change it. */
const SETTLED_ELSEWHERE = ['Page not found', 'No permissions'];

/**
 * Waits for the expected page (path, heading and mark), then for its spinners to go. Returns null when
 * it came, else what the browser shows instead, so a walk can list every wrong route in one run. A
 * not-found or no-permissions page that arrives instead ends the wait at once.
 */
export async function waitForPage(page: Page, expected: PageExpectation, timeout = 8_000): Promise<string | null> {
  const wanted = pattern(expected.heading);
  const elsewhere = SETTLED_ELSEWHERE.filter((h) => !new RegExp(wanted.source, wanted.flags).test(h));
  let arrived: unknown;
  try {
    const handle = await page.waitForFunction(
      ([path, heading, mark, elsewhereHeadings]) => {
        const text = (h: Element) => (h.textContent ?? '').replace(/\s+/g, ' ').trim();
        const headings = [...document.querySelectorAll('h1')].filter((h) => (h as HTMLElement).checkVisibility());
        const fresh = headings.filter((h) => !h.hasAttribute('data-walk-before'));
        if (fresh.some((h) => elsewhereHeadings.includes(text(h)))) return 'elsewhere';
        if (!new RegExp(path.source, path.flags).test(window.location.pathname)) return false;
        const re = new RegExp(heading.source, heading.flags);
        if (!headings.some((h) => re.test(text(h)))) return false;
        if (!mark) return 'arrived';
        const marked = [...document.querySelectorAll(mark.selector)].some(
          (el) =>
            (el as HTMLElement).checkVisibility() && (!mark.text || (el as HTMLElement).innerText.includes(mark.text)),
        );
        return marked ? 'arrived' : false;
      },
      [pattern(expected.path), wanted, expected.mark ?? null, elsewhere] as const,
      { timeout },
    );
    arrived = await handle.jsonValue();
  } catch {
    arrived = 'timeout';
  }
  if (arrived === 'arrived') {
    await loadersGone(page);
    return null;
  }
  const now = await pageState(page).catch(() => ({ path: page.url(), headings: [] as string[] }));
  const headings = now.headings.map((h) => `"${h}"`).join(', ') || 'no heading';
  return `expected ${describeExpectation(expected)}; found ${now.path} showing ${headings}`;
}

/**
 * Waits (briefly, without failing) until the page's content has no spinner left, so axe and the
 * width check see the loaded page. Something may spin for minutes (a target list being built), hence
 * the cap.
 */
export async function loadersGone(page: Page, timeout = 4_000) {
  await page
    .waitForFunction(
      () =>
        ![...document.querySelectorAll('#main .mantine-Loader-root')].some(
          // A button's own spinner is a state it shows (saving), not content still on its way.
          (l) => (l as HTMLElement).checkVisibility() && !l.closest('button'),
        ),
      undefined,
      { timeout },
    )
    .catch(() => {});
}

/** An external link's problems: it must be the configured https address and open in a new tab. */
export async function externalLinkProblems(link: Locator, label: string, expectedHref: string): Promise<string[]> {
  // Resources' address comes from the API: wait for it rather than read an empty href.
  await link
    .page()
    .waitForFunction((el) => Boolean(el?.getAttribute('href')), await link.elementHandle(), { timeout: 5_000 })
    .catch(() => {});
  const [href, target, rel] = await Promise.all([
    link.getAttribute('href'),
    link.getAttribute('target'),
    link.getAttribute('rel'),
  ]);
  const problems: string[] = [];
  if (href !== expectedHref) problems.push(`${label}: href ${href} instead of ${expectedHref}`);
  if (!href?.startsWith('https://')) problems.push(`${label}: href ${href} is not https`);
  if (target !== '_blank') problems.push(`${label}: target ${target} instead of _blank`);
  if (!rel?.includes('noopener')) problems.push(`${label}: rel ${rel} lacks noopener`);
  return problems;
}

/**
 * Waits until a menu or drawer has finished appearing: fully opaque and not moving between two
 * frames. Mantine runs these transitions from script (inline styles), which `getAnimations()` does
 * not list, and axe would measure a half-faded item's contrast.
 */
export async function popupSettled(page: Page, selector: string) {
  await page.waitForFunction(
    async (sel) => {
      const el = document.querySelector(sel);
      if (!el) return false;
      const frame = () => new Promise((r) => requestAnimationFrame(r));
      const before = el.getBoundingClientRect();
      await frame();
      await frame();
      const after = el.getBoundingClientRect();
      let node: Element | null = el;
      while (node) {
        if (Number(getComputedStyle(node).opacity) < 1) return false;
        node = node.parentElement;
      }
      return before.x === after.x && before.y === after.y && before.width === after.width;
    },
    selector,
    { timeout: 5_000 },
  );
}
