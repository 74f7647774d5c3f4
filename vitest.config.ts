import { defineConfig } from 'vitest/config';

/**
 * One runner for every layer. The API suite runs on PGlite always and, when TEST_DATABASE_URL is set
 * (CI), a second time on PostgreSQL. End-to-end tests drive Debian's Chromium against the built app.
 *
 * Two groups, one after the other: first the units and the API files, two at a time (Vitest's
 * default on 2 cores is one; an API file spends much of its time importing the app or waiting for
 * PostgreSQL, so a second worker nearly halves that part of the run), then the browser tests alone,
 * so that no API file competes with Chromium and the product under test.
 */
const FIRST = { sequence: { groupOrder: 0 }, maxWorkers: 2 };
const apiProject = (kind: 'pglite' | 'postgres') => ({
  test: {
    name: `api-${kind}`,
    include: ['apps/api/src/**/*.test.ts'],
    env: { TEST_DB_KIND: kind },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks' as const,
    ...FIRST,
  },
});

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contracts', include: ['packages/contracts/src/**/*.test.ts'], ...FIRST } },
      { test: { name: 'phi', include: ['packages/phi/src/**/*.test.ts'], ...FIRST } },
      { test: { name: 'web', include: ['apps/web/src/**/*.test.ts'], ...FIRST } },
      { test: { name: 'bench', include: ['bench/src/**/*.test.ts'], ...FIRST } },
      apiProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('postgres')] : []),
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['e2e/support/global-setup.ts'],
          setupFiles: ['e2e/support/worker-product.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          sequence: { groupOrder: 1 },
          maxWorkers: 2,
        },
      },
    ],
  },
});
