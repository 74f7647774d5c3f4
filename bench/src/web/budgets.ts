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
): Promise<RouteBudget> {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.clearBrowserCache');
    const responses: Response[] = [];
    page.on('response', (r) => responses.push(r));
    await page.goto(`${baseUrl}${routePath}`, { waitUntil: 'networkidle', timeout: 60_000 });
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
    const notFound = files.some((f) => NOT_FOUND.test(f.url)) || finalPath === '/404' || finalPath.startsWith('/login');
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
    };
  } finally {
    await page.close();
  }
}
