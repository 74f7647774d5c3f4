import { configDefaults, defineConfig } from 'vitest/config';
import { LongestFirstSequencer } from './vitest.sequencer';

/**
 * One runner for every layer. The API suite runs on PGlite always and, when TEST_DATABASE_URL is set
 * (CI), a second time on PostgreSQL (but for PGLITE_ONLY). End-to-end tests drive Debian's Chromium
 * against the built app.
 *
 * `npm test` (scripts/test.sh) runs the browser files in one Vitest process and every other file in a
 * second one at the same time, then the timed file alone: on 2 cores the browser files leave the cores
 * idle much of their time, and the API files fill it. Run as one process (`npx vitest run`), the groups
 * below keep them apart instead: first the units and the API files, two at a time (Vitest's default on
 * 2 cores is one; an API file spends much of its time importing the app or waiting for PostgreSQL, so
 * a second worker nearly halves that part of the run), then the browser files, two at a time
 * (E2E_WORKERS). Each browser worker has a product of its own (e2e/support/global-setup.ts). Measured
 * on 2 cores (2026-11-27): the browser files take 13 minutes one at a time and 8.5 two at a time, all
 * passing, with other work on the machine; three at a time timed steps out on the loaded cores.
 */
const FIRST = { sequence: { groupOrder: 0 }, maxWorkers: 2 };

/**
 * API files that run on PGlite only. The odd-requests test (45 s on PGlite, 30 s on PostgreSQL, the
 * longest API file) checks the HTTP layer: routing, body parsing, the input guard, the route schemas
 * and the mapping of errors to status codes. Whatever of an odd request reaches the database does so
 * as bound parameters of the same SQL, and PGlite is PostgreSQL itself (compiled to WebAssembly: the
 * same parser, type input functions and SQLSTATEs, which both drivers hand to the error handler
 * alike). What differs between the two (a pool, lost connections, concurrent transactions) is tested
 * on both by the other files. PGlite rather than PostgreSQL: it runs without TEST_DATABASE_URL too,
 * and it is what `npm start` uses. The PGlite prepared reads' test opens a PGlite of its own.
 */
const PGLITE_ONLY = ['apps/api/src/plugins/errors.test.ts', 'apps/api/src/db/pglite-prepared.test.ts'];

/**
 * API files that time the server (health answering under attack, against its own quiet baseline): they
 * run last, alone, once the other files and the browser tests are done, so the machine's other work
 * (a second test file, Chromium) never counts as the server's. On PGlite, the embedded default.
 */
const TIMED = ['apps/api/src/plugins/health-under-attack.test.ts'];

const apiProject = (kind: 'pglite' | 'postgres') => ({
  test: {
    name: `api-${kind}`,
    include: ['apps/api/src/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...TIMED, ...(kind === 'postgres' ? PGLITE_ONLY : [])],
    env: { TEST_DB_KIND: kind },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks' as const,
    // Files share a worker's module cache: importing the app (Fastify, the OIDC library, the schemas)
    // took about 5 s of every file, more than most files' tests, and each file already builds its own
    // app, database, mailer and CPU pool (test/test-app.ts), so nothing a file changes reaches the next
    // but process.env, which the one file that sets it restores. Measured on the API files: PGlite
    // 7.2 min to 3.7 min, same 675 tests passing.
    isolate: false,
    ...FIRST,
  },
});

/**
 * The part of the suite to run (TEST_PART, set by scripts/test.sh): `browser` (the e2e files), `timed`
 * (TIMED) or `others` (every other project, a new one included); unset, all of them.
 */
const TEST_PART = process.env.TEST_PART;
const partOf = (name: string) => (name === 'e2e' ? 'browser' : name === 'api-timed' ? 'timed' : 'others');

const projects = [
  // The units of contracts, web and bench share their worker's module cache as the API files do: each
  // of their 97 files imported zod and the contracts anew, 36 s of CPU for a few seconds of tests,
  // 10 s shared (2026-11-29, the same 694 tests passing). Their tests restore what they change
  // (timers, stubbed globals, TZ) in the test or an afterEach.
  { test: { name: 'contracts', include: ['packages/contracts/src/**/*.test.ts'], isolate: false, ...FIRST } },
  { test: { name: 'phi', include: ['packages/phi/src/**/*.test.ts'], ...FIRST } },
  { test: { name: 'web', include: ['apps/web/src/**/*.test.ts'], isolate: false, ...FIRST } },
  { test: { name: 'bench', include: ['bench/src/**/*.test.ts'], isolate: false, ...FIRST } },
  apiProject('pglite'),
  ...(process.env.TEST_DATABASE_URL ? [apiProject('postgres')] : []),
  {
    test: {
      name: 'api-timed',
      include: TIMED,
      env: { TEST_DB_KIND: 'pglite' },
      testTimeout: 60_000,
      hookTimeout: 60_000,
      pool: 'forks' as const,
      sequence: { groupOrder: 2 },
      maxWorkers: 1,
    },
  },
  {
    test: {
      name: 'e2e',
      include: ['e2e/**/*.test.ts'],
      globalSetup: ['e2e/support/global-setup.ts'],
      // A worker's browser files share its module cache and its Chromium (support/browser.ts): each
      // file imported playwright-core and the support modules anew. Every file already takes its
      // worker's product and opens its own browser contexts, so nothing a file keeps reaches the next.
      pool: 'forks' as const,
      isolate: false,
      // Twice a quiet machine's need: a page's waits are allowed 60 s under `npm test`'s load
      // (support/browser.ts, PAGE_TIMEOUT_MS), and a test holds several.
      testTimeout: 240_000,
      hookTimeout: 240_000,
      // `expect.poll` waits 1 s by default, which a page's render after its data can take on the loaded
      // machine (the page's own waits are allowed 60 s); a poll that passes returns as soon as it does.
      expect: { poll: { timeout: 20_000 } },
      sequence: { groupOrder: 1 },
      maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
    },
  },
];

export default defineConfig({
  test: {
    sequence: { sequencer: LongestFirstSequencer },
    projects: projects.filter((project) => !TEST_PART || partOf(project.test.name) === TEST_PART),
  },
});
