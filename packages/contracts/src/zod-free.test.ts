import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The member pages import these modules before anything is painted; zod's classic build cannot be
 * tree-shaken, so one `import 'zod'` here (directly or through a module they import) puts the whole
 * library back into every member's first download (bench/README.md, web budgets).
 */
const MEMBER_PAGE_MODULES = [
  'comment-rules.ts',
  'topic-rules.ts',
  'sign-in.ts',
  'constants.ts',
  'roles.ts',
  'domain.ts',
  'reward-rules.ts',
  'consensus-rules.ts',
  'rich-text-rules.ts',
  'upload-rules.ts',
  'ad-rules.ts',
  'site.ts',
  'support-rules.ts',
  'client-error-rules.ts',
  'consensus-figures-rules.ts',
  'citations.ts',
  'notification-rules.ts',
];

function importsOf(file: string): string[] {
  const text = readFileSync(path.join(import.meta.dirname, file), 'utf8');
  return [...text.matchAll(/^\s*(?:import|export)\s[^'"]*from\s+'([^']+)'/gm)].map((m) => m[1] as string);
}

/** Every package a module reaches through its relative imports. */
function packagesReachedFrom(file: string, seen = new Set<string>()): Set<string> {
  const packages = new Set<string>();
  if (seen.has(file)) return packages;
  seen.add(file);
  for (const target of importsOf(file)) {
    if (!target.startsWith('.')) packages.add(target);
    else
      for (const p of packagesReachedFrom(target.replace(/^\.\//, '').replace(/\.js$/, '.ts'), seen)) packages.add(p);
  }
  return packages;
}

describe('modules the member pages load first', () => {
  for (const file of MEMBER_PAGE_MODULES) {
    it(`${file} does not reach zod`, () => {
      expect([...packagesReachedFrom(file)]).not.toContain('zod');
    });
  }

  it('the check itself sees zod where it is imported', () => {
    expect([...packagesReachedFrom('comments.ts')]).toContain('zod');
  });
});
