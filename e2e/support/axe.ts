import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Lets running fades settle first: axe measures contrast on what is painted, and a tip or modal
 * half-way through its opacity transition would read as low contrast. A dialog's fade is started by
 * the app's code a few frames after the dialog is in the page, later still on a busy machine (a modal
 * was once checked before its fade had begun), so the page must stay without a finite animation for a
 * while (QUIET_MS of its own time), not just for two frames, with a bound on the whole wait.
 */
async function settleTransitions(page: Page) {
  await page.evaluate(async () => {
    const QUIET_MS = 150;
    const MAX_MS = 5000;
    const frame = () => new Promise((r) => requestAnimationFrame(() => r(undefined)));
    // Spinners loop forever; only finite fades are waited for.
    const fades = () =>
      document
        .getAnimations()
        .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime ?? Number.POSITIVE_INFINITY)));
    const start = performance.now();
    let quietSince = start;
    while (performance.now() - start < MAX_MS) {
      await frame();
      const running = fades();
      if (running.length > 0) {
        await Promise.all(running.map((a) => a.finished.catch(() => undefined)));
        quietSince = performance.now();
      } else if (performance.now() - quietSince >= QUIET_MS) {
        return;
      }
    }
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
