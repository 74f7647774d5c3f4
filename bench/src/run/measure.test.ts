import { type ChildProcess, spawn } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { CpuMeter } from './cpu.js';
import { settle } from './measure.js';
import { settleSummary, type ScenarioResult } from './report.js';

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

/** A real process standing in for the product: busy for `busyMs` (work left queued), then idle. */
function product(busyMs: number): number {
  const child = spawn(
    process.execPath,
    ['-e', `const end = Date.now() + ${busyMs}; while (Date.now() < end) {} setInterval(() => {}, 1000);`],
    { stdio: 'ignore' },
  );
  children.push(child);
  return child.pid!;
}

const quick = { idleShare: 0.2, windowMs: 300, maxWaitMs: 15_000 };

describe('waiting for an idle product before a run', () => {
  it('waits while the product still works through what earlier requests left, then goes on', async () => {
    const waited = await settle(new CpuMeter(product(2_000), null), quick);
    expect(waited!.idle).toBe(true);
    expect(waited!.busyShare).toBeGreaterThan(0.2);
    expect(waited!.waitedMs).toBeGreaterThanOrEqual(1_200);
  });

  it('goes on after one look when the product is idle, and says it gave up when it never is', async () => {
    const pid = product(0);
    await new Promise((resolve) => setTimeout(resolve, 1_500)); // past the child's start-up, even on a busy machine
    const idle = await settle(new CpuMeter(pid, null), quick);
    expect(idle).toMatchObject({ idle: true });
    expect(idle!.waitedMs).toBeLessThan(1_500);
    const busy = await settle(new CpuMeter(product(60_000), null), { ...quick, maxWaitMs: 1_000 });
    expect(busy).toMatchObject({ idle: false });
    expect(busy!.waitedMs).toBeGreaterThanOrEqual(1_000);
  });

  it('names in the report only the runs that had to wait', () => {
    const scenario = (label: string, settled: ScenarioResult['settle']) =>
      ({ label, settle: settled }) as ScenarioResult;
    const quiet = { waitedMs: 1_000, busyShare: 0.03, idle: true };
    expect(settleSummary([scenario('Feed', { closed: quiet, rate: quiet })])).toBeNull();
    const text = settleSummary([
      scenario('Feed', { closed: quiet, rate: quiet }),
      scenario('Case Consensuses list', { closed: { waitedMs: 4_200, busyShare: 0.97, idle: true }, rate: quiet }),
    ]);
    expect(text).toContain('Case Consensuses list, before the fixed concurrency: 4.2 s (97% of a core at first)');
    expect(text).not.toContain('Feed');
  });
});
