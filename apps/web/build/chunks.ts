/**
 * How the build cuts the app into files (rolldown's `output.codeSplitting`).
 *
 * Left to itself, rolldown gives every set of modules shared by the same pages a file of its own: 20
 * files before the first paint and 45 for the question page, many under 1 KB. On a phone each file
 * costs a request of its own, six at a time over HTTP/1.1, and Lighthouse's mobile profile (150 ms
 * per round trip) put most of the first paint's seconds there (bench/README.md, 2026-11-24 (phone)).
 * So:
 * - `initial`: every module the entry imports statically goes into one file (rolldown's `$initial`
 *   tag), not one per shared piece;
 * - small common chunks of the lazy pages (under 40 KB of source) are copied into the pages that use
 *   them instead of being files of their own: the question page is then 5 files. A copied module runs
 *   once per page chunk that holds it, so module-level state must live in the entry (ours does:
 *   lib/, the header, the session), which is never copied. `experimentalInlineCommonChunks` is
 *   experimental in rolldown 1.x: without it the build stays correct, only in more files.
 */
export function codeSplitting() {
  return {
    groups: [{ name: 'initial', tags: ['$initial' as const], priority: 1 }],
    experimentalInlineCommonChunks: { maxSize: 40_000 },
  };
}
