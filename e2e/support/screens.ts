import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';

/** Where screenshots go: docs/screens/ with UPDATE_SCREENS=1 (to commit them), else e2e/.artifacts/screens. */
export const SCREENS_DIR = path.resolve(
  import.meta.dirname,
  process.env.UPDATE_SCREENS === '1' ? '../../docs/screens' : '../.artifacts/screens',
);

/**
 * The whole page in one picture: the window is made as tall as the page first, so sticky footers sit
 * at the bottom rather than across the middle of a full-page capture; then the window is put back.
 */
export async function shootWholePage(page: Page, name: string) {
  mkdirSync(SCREENS_DIR, { recursive: true });
  const size = page.viewportSize()!;
  await page.evaluate(() => window.scrollTo(0, 0));
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: size.width, height: Math.max(size.height, height) });
  await page.screenshot({ path: path.join(SCREENS_DIR, name) });
  await page.setViewportSize(size);
}
