import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Vitest runs the projects of a group one after another in name order (api-pglite, api-postgres,
 * bench, contracts, phi, web), and in a fresh clone, with no timings cached, a project's files largest
 * first. The detector's linear-time test (about a minute of one core, the longest unit file) then
 * started last and ran alone at the end of the first group, the other core idle. Longest work first:
 * this order of projects, and within a project the files named here before the rest. The PostgreSQL
 * pass before the PGlite one: its files wait on the server, on child processes and on a delayed replica
 * much of their time, which the browser files running beside them (scripts/test.sh) fill; the PGlite
 * files keep both cores busy on their own, so they are the ones left for the end, after the browser
 * files (measured 2026-11-29: with the PostgreSQL pass last, the cores were 30-60% idle for the last
 * two minutes).
 */
const PROJECT_ORDER = ['phi', 'api-postgres', 'api-pglite', 'contracts', 'web', 'bench'];
/**
 * The longest files of their project, longest first. The browser files ran by file size in a fresh
 * clone, which put identity-session (81 s, the second longest) twelfth of 27: a long file starting
 * late leaves a worker idle at the end of the group while it finishes.
 */
const LONG_FILES = [
  'packages/phi/src/linear-time.test.ts',
  'apps/api/src/plugins/errors.test.ts',
  'e2e/routes.test.ts',
  'e2e/identity-session.test.ts',
  'e2e/identity.test.ts',
  'e2e/member-qa.test.ts',
];

const rank = (spec: TestSpecification) => {
  const i = PROJECT_ORDER.indexOf(spec.project.name);
  return i < 0 ? PROJECT_ORDER.length : i;
};
const long = (spec: TestSpecification) => {
  const i = LONG_FILES.findIndex((file) => spec.moduleId.endsWith(`/${file}`));
  return i < 0 ? LONG_FILES.length : i;
};

export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // A stable sort: the base order (groups, then cached timings or file sizes) holds within each rank.
    return sorted.sort(
      (a, b) =>
        a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder ||
        rank(a) - rank(b) ||
        long(a) - long(b),
    );
  }
}
