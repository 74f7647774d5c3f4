import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { latestPostgresResults } from './report.js';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function resultsWith(files: Record<string, { startedAt: string; scale: number }>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pc-bench-report-'));
  dirs.push(dir);
  for (const [file, r] of Object.entries(files))
    writeFileSync(path.join(dir, file), JSON.stringify({ startedAt: r.startedAt, database: { scale: r.scale } }));
  return dir;
}

describe("the PGlite comparison's PostgreSQL run", () => {
  const files = {
    '2026-11-24-postgres.json': { startedAt: '2026-11-24T23:00:00Z', scale: 1 },
    '2026-11-28-postgres.json': { startedAt: '2026-11-28T23:00:00Z', scale: 1 },
    '2026-11-29-postgres-scale-0.01.json': { startedAt: '2026-11-29T04:00:00Z', scale: 0.01 },
    '2026-11-29-postgres-scale-5.json': { startedAt: '2026-11-29T05:00:00Z', scale: 5 },
    // A run of some scenarios is never the reference.
    '2026-11-30-postgres-feed.json': { startedAt: '2026-11-30T01:00:00Z', scale: 0.01 },
  };

  it('is the newest full run at the same scale', () => {
    expect(latestPostgresResults(resultsWith(files), 0.01)?.file).toBe('2026-11-29-postgres-scale-0.01.json');
  });

  it('is the newest full run at scale 1 when none is at that scale', () => {
    expect(latestPostgresResults(resultsWith(files), 0.1)?.file).toBe('2026-11-28-postgres.json');
    expect(latestPostgresResults(resultsWith({}), 0.01)).toBeNull();
  });
});
