#!/usr/bin/env node
/**
 * `npm run mutation [-- <target>...]`: StrykerJS over each target in turn (contracts, policies,
 * guard, detector; all of them when none is named). Not part of `npm test` or CI: a full run takes
 * long on two cores. Reports: reports/mutation/<target>.html and .json; see docs/mutation-testing.md.
 */
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const TARGETS = ['contracts', 'policies', 'guard', 'detector'];
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const asked = process.argv.slice(2);
const unknown = asked.filter((t) => !TARGETS.includes(t));
if (unknown.length) {
  console.error(`Unknown target ${unknown.join(', ')}; choose from ${TARGETS.join(', ')}.`);
  process.exit(2);
}
let failed = false;
for (const target of asked.length ? asked : TARGETS) {
  console.log(`\n=== mutation testing: ${target}`);
  const run = spawnSync('npx', ['stryker', 'run', 'mutation/stryker.config.mjs'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, MUTATION_TARGET: target },
  });
  if (run.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
