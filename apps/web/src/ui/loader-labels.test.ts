import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Mantine's Loader is a bare <span>: an aria-label on it is an ARIA attribute axe prohibits (serious),
 * which the browser tests only see when a list happens to be loading at the moment axe runs. A labelled
 * loader carries role="status"; an unlabelled one is aria-hidden.
 */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return entry.name.endsWith('.tsx') ? [full] : [];
  });
}

describe('loaders', () => {
  it('are labelled with a status role, or hidden from screen readers', () => {
    const root = path.resolve(import.meta.dirname, '..');
    const wrong = sources(root).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/<Loader\b[^>]*>/g)]
        .map((m) => m[0])
        .filter((tag) => (tag.includes('aria-label') ? !tag.includes('role="status"') : !tag.includes('aria-hidden')))
        .map((tag) => `${path.relative(root, file)}: ${tag}`),
    );
    expect(wrong).toEqual([]);
  });
});
