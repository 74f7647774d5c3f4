import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Lets running fades settle first: axe measures contrast on what is painted, and a tip or modal
 * half-way through its opacity transition would read as low contrast.
 */
async function settleTransitions(page: Page) {
  await page.evaluate(async () => {
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    // Spinners loop forever; only finite fades are waited for.
    const finite = document
      .getAnimations()
      .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime ?? Number.POSITIVE_INFINITY)));
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
  });
}

/** Runs axe-core in the page (through the debugger, so the app's CSP stays strict) and keeps serious findings. */
export async function seriousAxeViolations(page: Page, options: { include?: string[] } = {}) {
  await settleTransitions(page);
  // Once per document: a walk that moves inside the app would otherwise parse 500 kB per check.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const results = await page.evaluate(
    async ([include]) =>
      (window as any).axe.run(include ? { include } : (window as any).document, { resultTypes: ['violations'] }),
    [options.include] as const,
  );
  return (results.violations as { id: string; impact: string; help: string; nodes: { target: string[] }[] }[])
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
