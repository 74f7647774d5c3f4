import { gzipSync } from 'node:zlib';
import type { BrowserContext, Response } from 'playwright-core';

export interface AssetSize {
  url: string;
  type: 'script' | 'stylesheet';
  /** Bytes of the file as served uncompressed, and gzipped (zlib default level, as most servers do). */
  rawBytes: number;
  gzipBytes: number;
  /** Bytes on the wire in this load (the server may have chosen brotli). */
  transferBytes: number;
}

export interface RouteBudget {
  route: string;
  path: string;
  available: boolean;
  note: string | null;
  jsGzipKB: number;
  cssGzipKB: number;
  jsTransferKB: number;
  cssTransferKB: number;
  files: AssetSize[];
  /**
   * The largest contentful paint as the browser saw it in this load (unthrottled): when and which
   * element. Lighthouse's own LCP-element audit fails with this Chromium (its trace gatherer), so the
   * element is read here with a PerformanceObserver.
   */
  lcp: { ms: number; element: string } | null;
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
/** Routes the web app does not have fall through to its not-found page, whose chunk gives them away. */
const NOT_FOUND = /NotFoundPage|NoPermissionsPage/;

/**
 * Loads one route in a fresh tab with an empty HTTP cache (the signed-in session stays in localStorage)
 * and adds up every script and stylesheet it fetched until the network went quiet.
 */
export async function measureRoute(
  context: BrowserContext,
  baseUrl: string,
  route: string,
  routePath: string,
  /**
   * Whether loading the not-found page's chunk means the route is missing: not on a page that holds
   * its own not-found state (the public consensus page), where only the address ending on /404 does.
   */
  options: { notFoundChunkMeansMissing?: boolean } = {},
): Promise<RouteBudget> {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.clearBrowserCache');
    const responses: Response[] = [];
    page.on('response', (r) => responses.push(r));
    await page.addInitScript(() => {
      const w = window as unknown as { __lcp?: { ms: number; element: string } };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element | null })[]) {
          const el = entry.element;
          const name = el
            ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''} "${(el.textContent ?? '').trim().slice(0, 60)}"`
            : 'unknown';
          w.__lcp = { ms: Math.round(entry.startTime), element: name };
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(`${baseUrl}${routePath}`, { waitUntil: 'networkidle', timeout: 60_000 });
    const lcp = await page.evaluate(
      () => (window as unknown as { __lcp?: { ms: number; element: string } }).__lcp ?? null,
    );
    const finalPath = new URL(page.url()).pathname;
    const files: AssetSize[] = [];
    for (const r of responses) {
      const type = r.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') continue;
      const body = await r.body().catch(() => null);
      if (!body) continue;
      const sizes = await r.request().sizes();
      files.push({
        url: new URL(r.url()).pathname,
        type,
        rawBytes: body.length,
        gzipBytes: gzipSync(body).length,
        transferBytes: sizes.responseBodySize,
      });
    }
    const notFound =
      ((options.notFoundChunkMeansMissing ?? true) && files.some((f) => NOT_FOUND.test(f.url))) ||
      finalPath === '/404' ||
      finalPath.startsWith('/login');
    const sum = (t: AssetSize['type'], k: 'gzipBytes' | 'transferBytes') =>
      kb(files.filter((f) => f.type === t).reduce((a, f) => a + f[k], 0));
    return {
      route,
      path: routePath,
      available: !notFound,
      note: notFound
        ? `not available yet (the web app answered ${finalPath} with its not-found or no-permissions page)`
        : null,
      jsGzipKB: sum('script', 'gzipBytes'),
      cssGzipKB: sum('stylesheet', 'gzipBytes'),
      jsTransferKB: sum('script', 'transferBytes'),
      cssTransferKB: sum('stylesheet', 'transferBytes'),
      files,
      lcp,
    };
  } finally {
    await page.close();
  }
}
