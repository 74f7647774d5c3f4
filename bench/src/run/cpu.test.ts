import { describe, expect, it } from 'vitest';
import { CpuMeter, processCpuMs } from './cpu.js';

describe('CPU per request', () => {
  it("reads a process's CPU time from /proc, and it grows with work", () => {
    const before = processCpuMs(process.pid);
    expect(before).not.toBeNull();
    const until = Date.now() + 150;
    let spin = 0;
    while (Date.now() < until) spin++;
    expect(spin).toBeGreaterThan(0);
    expect(processCpuMs(process.pid)! - before!).toBeGreaterThanOrEqual(50);
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
