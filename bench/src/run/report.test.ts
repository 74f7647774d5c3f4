import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type CampaignResult,
  type ScenarioResult,
  campaignTargets,
  latestPostgresResults,
  postgresTargets,
} from './report.js';
import { RATE_TARGETS, SCENARIOS } from './scenarios.js';

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

  it("counts a day's second full run (`-run2`) as a run", () => {
    const rerun = {
      ...files,
      '2026-11-29-postgres-scale-0.01-run2.json': { startedAt: '2026-11-29T06:00:00Z', scale: 0.01 },
    };
    expect(latestPostgresResults(resultsWith(rerun), 0.01)?.file).toBe('2026-11-29-postgres-scale-0.01-run2.json');
  });

  it('is the newest full run at scale 1 when none is at that scale', () => {
    expect(latestPostgresResults(resultsWith(files), 0.1)?.file).toBe('2026-11-28-postgres.json');
    expect(latestPostgresResults(resultsWith({}), 0.01)).toBeNull();
  });
});

const measured = (name: ScenarioResult['name'], p95: number, rate: number, floorRatio = 0.5): ScenarioResult => ({
  name,
  label: name,
  kind: 'read',
  available: true,
  note: null,
  concurrency: null,
  rate: { targetRate: rate, p95 } as ScenarioResult['rate'],
  floorRatio,
});

describe('the targets of issue 27 (national scale)', () => {
  it('hold the user list and its searches to 50 ms at 50 req/s, the consensus reads to 20 ms at 200 req/s', () => {
    for (const name of ['users', 'users-name', 'users-npi'] as const)
      expect(RATE_TARGETS[name]).toEqual({ rate: 50, p95Ms: 50 });
    for (const name of ['consensuses', 'consensuses-specialty', 'consensus-public'] as const)
      expect(RATE_TARGETS[name]).toEqual({ rate: 200, p95Ms: 20 });
    // Each runs at its target's rate.
    for (const s of SCENARIOS.filter((x) => RATE_TARGETS[x.name]))
      expect(s.targetRate).toBe(RATE_TARGETS[s.name]!.rate);
  });

  it("reports each at its rate, and gives only the members' reads a share-of-the-floor target", () => {
    const targets = postgresTargets([measured('users-npi', 30, 50), measured('consensuses', 25, 200)], 1);
    expect(targets.map((t) => [t.name, t.met])).toEqual([
      ['users-npi p95 at 50 req/s fixed rate', true],
      ['consensuses p95 at 200 req/s fixed rate', false],
      ['consensuses throughput as a share of the floor', true],
    ]);
  });

  it('asks half the floor of the feed, the first thread page and opening a question, 40% of the other reads', () => {
    const targets = postgresTargets(
      [measured('feed', 10, 200, 0.45), measured('open', 10, 200, 0.5), measured('bell', 10, 200, 0.45)],
      1,
    ).filter((t) => t.name.endsWith('share of the floor'));
    expect(targets.map((t) => [t.name, t.target, t.met])).toEqual([
      ['feed throughput as a share of the floor', '>= 50%', false],
      ['open throughput as a share of the floor', '>= 50%', true],
      ['bell throughput as a share of the floor', '>= 40%', true],
    ]);
  });

  const campaign: CampaignResult = {
    specialty: 'Internal Medicine',
    members: 12_000,
    recipients: 12_000,
    createMs: 300,
    queuedMs: 2_500,
    sentMs: 90_000,
    messages: 12_000,
    addresses: 12_000,
    duplicates: 0,
    missing: 0,
    jobs: 1,
    rerunMessages: 0,
    status: 200,
    error: null,
  };

  it('has the campaign queued within 10 s and every recipient mailed exactly once', () => {
    expect(campaignTargets(campaign, 1).map((t) => [t.measured, t.met])).toEqual([
      [2.5, true],
      [0, true],
    ]);
    expect(campaignTargets(null, 1)).toEqual([]);
  });

  it('misses the campaign targets on a slow list, a duplicate, a retried job that sends, or a failed request', () => {
    expect(campaignTargets({ ...campaign, queuedMs: 10_001 }, 1)[0]!.met).toBe(false);
    expect(campaignTargets({ ...campaign, messages: 12_001, duplicates: 1 }, 1)[1]).toMatchObject({
      measured: 1,
      met: false,
    });
    expect(campaignTargets({ ...campaign, rerunMessages: 3 }, 1)[1]).toMatchObject({ measured: 3, met: false });
    const failed = campaignTargets({ ...campaign, queuedMs: null, messages: 0, status: 403, error: 'forbidden' }, 1);
    expect(failed.map((t) => [t.measured, t.met])).toEqual([
      [null, false],
      [null, false],
    ]);
  });
});
