import { defineConfig } from 'vitest/config';

/**
 * The tests Stryker runs for each mutation target (mutation/stryker.config.mjs): the target's own
 * tests, not the whole suite. The guard: the permission matrix (every route, every role, broken
 * tokens, against the independent access table). The policies: their unit tests, the matrix (the
 * permissions routes declare) and the module tests of who may write, review, see and export.
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

const target = process.env.MUTATION_TARGET ?? '';
const include = INCLUDE[target];
if (!include) throw new Error(`MUTATION_TARGET must be one of ${Object.keys(INCLUDE).join(', ')}`);

export default defineConfig({
  test: {
    include,
    env: { TEST_DB_KIND: 'pglite' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
