import { defineConfig } from 'vitest/config';

/**
 * The tests Stryker runs for each mutation target (mutation/stryker.config.mjs): the target's own
 * tests, not the whole suite. The guard: the permission matrix (every route, every role, broken
 * tokens, against the independent access table). The policies: their unit tests, the matrix (the
 * permissions routes declare) and the module tests of who may write, review, see and export.
 * The detector: its unit tests and the corpus evaluation, but not
 * - linear-time.test.ts: 1M-character inputs, about 15 s, and it reaches every rule, so Stryker would run it
 *   for every mutant (hours on two cores). It guards the time, not what is found; it stays in `npm test`.
 * - cli.test.ts: the detector runs in a child process, where Stryker neither switches mutants nor sees
 *   coverage; it tests the command's input and output.
 */
const MATRIX = 'apps/api/src/modules/identity/permission-matrix.test.ts';
const INCLUDE: Record<string, string[]> = {
  contracts: ['packages/contracts/src/**/*.test.ts'],
  detector: ['packages/phi/src/**/*.test.ts'],
  guard: [MATRIX],
  policies: [
    MATRIX,
    'apps/api/src/modules/*/*.policy.test.ts',
    'apps/api/src/modules/comments/thread-writers.test.ts',
    'apps/api/src/modules/consensus/consensus-review.test.ts',
    'apps/api/src/modules/search/search-export.test.ts',
    'apps/api/src/modules/topics/topics.test.ts',
  ],
};

const EXCLUDE: Record<string, string[]> = {
  detector: ['packages/phi/src/linear-time.test.ts', 'packages/phi/src/cli.test.ts'],
};

const target = process.env.MUTATION_TARGET ?? '';
const include = INCLUDE[target];
if (!include) throw new Error(`MUTATION_TARGET must be one of ${Object.keys(INCLUDE).join(', ')}`);

export default defineConfig({
  test: {
    include,
    exclude: EXCLUDE[target] ?? [],
    env: { TEST_DB_KIND: 'pglite' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
