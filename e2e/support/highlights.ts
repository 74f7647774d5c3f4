import type { Page } from 'playwright-core';

/**
 * Spec §4 highlights a saved item for one second. Polling the attribute from the test races that
 * second on a loaded machine (the poll may start after it ended), so the page records every element
 * that is marked highlighted, from before the save until the test asks.
 */
export async function recordHighlights(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __highlighted: string[] }).__highlighted = seen;
    const note = (el: Element) => {
      if (el.getAttribute('data-highlighted') !== 'true') return;
      const id = el.getAttribute('data-answer-id') ?? el.getAttribute('data-comment-id');
      if (id) seen.push(id);
    };
    new MutationObserver((changes) => {
      for (const change of changes) {
        if (change.type === 'attributes' && change.target instanceof Element) note(change.target);
        for (const added of change.addedNodes) {
          if (!(added instanceof Element)) continue;
          note(added);
          for (const el of added.querySelectorAll('[data-highlighted="true"]')) note(el);
        }
      }
    }).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-highlighted'],
    });
  });
}

/** The answer and comment ids highlighted since `recordHighlights`. */
export function highlightedIds(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __highlighted?: string[] }).__highlighted ?? []);
}
