// @ts-check
/**
 * Mutation testing with StrykerJS and its Vitest runner (docs/mutation-testing.md). One target at a
 * time (MUTATION_TARGET, set by scripts/mutation.mjs): each mutant is run against the tests of its
 * target only, at most two at once on this shared two-core machine (one for the API targets, whose
 * tests each open an app on PGlite).
 */
const TARGETS = {
  contracts: {
    mutate: ['packages/contracts/src/**/*.ts', '!packages/contracts/src/**/*.test.ts'],
    concurrency: 2,
  },
  policies: { mutate: ['apps/api/src/modules/*/*.policy.ts'], concurrency: 1 },
  guard: { mutate: ['apps/api/src/plugins/auth-guard.ts'], concurrency: 1 },
  detector: {
    // names-data.ts and common-words.ts are generated word lists (data, not rules); evaluate.ts is the corpus report;
    // adversarial-shapes.ts is the linear-time test's input. Its
    // tests leave out the linear-time test (mutation/vitest.config.ts): a mutant that made a rule slow
    // would only show as a timeout, and that test alone would cost ~15 s for each mutant. Its tests take
    // about 2 s, so 10 s beyond them is ample for a mutant that loops.
    mutate: [
      'packages/phi/src/**/*.ts',
      '!packages/phi/src/**/*.test.ts',
      '!packages/phi/src/lists/names-data.ts',
      '!packages/phi/src/lists/common-words.ts',
      '!packages/phi/src/evaluate.ts',
      '!packages/phi/src/adversarial-shapes.ts',
    ],
    concurrency: 2,
    timeoutMS: 10_000,
  },
};

const name = process.env.MUTATION_TARGET ?? '';
const target = TARGETS[/** @type {keyof typeof TARGETS} */ (name)];
if (!target) throw new Error(`MUTATION_TARGET must be one of ${Object.keys(TARGETS).join(', ')}`);

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'mutation/vitest.config.ts', related: false },
  coverageAnalysis: 'perTest',
  // Static mutants (module-level constants such as the zod schemas and messages) need every test
  // re-run in a fresh module graph each: hours on two cores. They are left out unless
  // MUTATION_STATIC=1 (the report lists them as ignored).
  ignoreStatic: process.env.MUTATION_STATIC !== '1',
  mutate: target.mutate,
  concurrency: target.concurrency,
  // Only what the tests read goes into the sandbox.
  ignorePatterns: ['apps/web', 'e2e', 'bench', 'docs', 'data', 'reports', 'coverage', 'dist'],
  tempDirName: '.stryker-tmp',
  reporters: ['clear-text', 'progress-append-only', 'html', 'json'],
  htmlReporter: { fileName: `reports/mutation/${name}.html` },
  jsonReporter: { fileName: `reports/mutation/${name}.json` },
  clearTextReporter: { allowColor: false, logTests: false, reportMutants: true, reportScoreTable: true },
  thresholds: { high: 90, low: 80, break: null },
  timeoutMS: 'timeoutMS' in target ? target.timeoutMS : 20_000,
  cleanTempDir: 'always',
};
