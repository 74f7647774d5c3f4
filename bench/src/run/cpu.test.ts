import { describe, expect, it } from 'vitest';
import { CpuMeter, processCpuMs } from './cpu.js';

describe('CPU per request', () => {
  it("reads a process's CPU time from /proc, and it grows with work", () => {
    const before = processCpuMs(process.pid);
    expect(before).not.toBeNull();
    // Busy until /proc shows 30 ms more (ticks are 10 ms), however little of the core we get.
    const giveUp = Date.now() + 10_000;
    while (processCpuMs(process.pid)! - before! < 30 && Date.now() < giveUp) {
      for (let i = 0; i < 1e5; i++) Math.sqrt(i);
    }
    expect(processCpuMs(process.pid)! - before!).toBeGreaterThanOrEqual(30);
    expect(processCpuMs(2 ** 30)).toBeNull();
  });

  it('divides by the requests and counts a backend that started during the run from zero', () => {
    const before = { server: 1_000, database: new Map([[11, 500]]) };
    const after = {
      server: 3_000,
      database: new Map([
        [11, 1_300],
        [12, 200],
      ]),
    };
    expect(CpuMeter.perRequest(before, after, 1_000)).toEqual({ serverMs: 2, databaseMs: 1 });
    expect(CpuMeter.perRequest({ server: 0, database: null }, { server: 500, database: null }, 1_000)).toEqual({
      serverMs: 0.5,
      databaseMs: null,
    });
    expect(CpuMeter.perRequest(null, after, 10)).toBeNull();
  });
});
