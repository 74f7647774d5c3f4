import { describe, expect, it } from 'vitest';
import { ADVERSARIAL_SHAPES, adversarialText } from './adversarial-shapes';
import { detectPhi } from './detect';

/**
 * Issue 22: the detector's time grows linearly with its input, whatever the input's shape. A pattern that
 * rescans from every position, or two `\s*` side by side, makes it grow with the square instead: 10 times the
 * text then takes 100 times as long, and 1M characters take minutes.
 *
 * Times are this process's CPU time (user + system), not the wall clock, so that other processes on a busy
 * 2-core machine do not count; each is the least of a few runs (noise only ever adds time). Below
 * `FLOOR_MS` (`FLOOR_10K_MS` for 10k), fixed costs and the processor's caches (a 1M text no longer fits them)
 * decide the ratio, so a faster run counts as the floor.
 */
const MAX_GROWTH = 25; // 10k -> 100k: linear is 10, quadratic 100
/**
 * 100k -> 1M: linear is 10, quadratic 100. Wider than from 10k to 100k: a 1M text no longer fits the
 * processor's caches, and the test run's other processes evict them too, so the 1M run alone slows
 * under load. Measured in a fresh-clone CI run (2026-11-30): labelDigits 31 ms at 100k and 879 ms at
 * 1M (28 times, the least of three runs), 77 and 779 ms (10 times) on the quiet machine.
 */
const MAX_GROWTH_TO_1M = 40;
const FLOOR_MS = 20;
const FLOOR_10K_MS = 10;
const MAX_10K_MS = 250; // linear: under 20 ms
const MAX_100K_MS = 1500; // linear: under 250 ms; a quadratic shape is stopped here, before its 1M run
const MAX_1M_MS = 6000; // "a few seconds at most", on a busy machine

function cpuMs(text: string): number {
  const before = process.cpuUsage();
  detectPhi(text);
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

function leastOf(runs: number, text: string): number {
  let least = Number.POSITIVE_INFINITY;
  for (let i = 0; i < runs; i++) least = Math.min(least, cpuMs(text));
  return least;
}

describe('the detector runs in linear time on adversarial inputs', () => {
  it.each(Object.keys(ADVERSARIAL_SHAPES))(
    '%s: 10k, 100k and 1M characters',
    (shape) => {
      const t10k = leastOf(3, adversarialText(shape, 10_000));
      expect(t10k, `10k characters of ${shape} took ${t10k} ms`).toBeLessThan(MAX_10K_MS);
      const medium = adversarialText(shape, 100_000);
      const first = cpuMs(medium);
      expect(first, `100k characters of ${shape} took ${first} ms`).toBeLessThan(MAX_100K_MS);
      const t100k = Math.min(first, leastOf(2, medium));
      // A square's growth shows already from 10k to 100k: stop there, before a 1M run that would take minutes.
      expect(t100k, `100k characters of ${shape} took ${t100k} ms, 10k ${t10k} ms`).toBeLessThan(
        MAX_GROWTH * Math.max(t10k, FLOOR_10K_MS),
      );

      const big = adversarialText(shape, 1_000_000);
      const allowed = MAX_GROWTH_TO_1M * Math.max(t100k, FLOOR_MS);
      // One run usually settles it; a run slowed by the machine gets two more chances, whichever bound it missed.
      let t1m = cpuMs(big);
      for (let retry = 0; retry < 2 && t1m > Math.min(allowed, MAX_1M_MS); retry++) t1m = Math.min(t1m, cpuMs(big));
      expect(t1m, `1M characters of ${shape} took ${t1m} ms (100k: ${t100k} ms)`).toBeLessThan(MAX_1M_MS);
      expect(t1m, `1M characters of ${shape} took ${t1m} ms, 100k ${t100k} ms`).toBeLessThan(allowed);
    },
    60_000,
  );

  it('finds what it found before in a long text (the rules are the same, only faster)', () => {
    const sample = 'Pt Harold Whitcombe, MRN 4471029, seen 3/14/2024 at 1427 Larkspur Lane; call 555-012-3456. ';
    const findings = detectPhi(sample.repeat(2000));
    expect(findings.length).toBe(2000 * detectPhi(sample).length);
    expect(findings.slice(0, 5).map((f) => f.kind)).toEqual(detectPhi(sample).map((f) => f.kind));
  });
});
