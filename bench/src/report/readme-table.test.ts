import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BenchResults, ScenarioResult } from '../run/report.js';
import { repoRoot, resultsDir } from '../shared/target.js';
import {
  SECTION_END,
  SECTION_START,
  currentSection,
  generatedSection,
  readmeSection,
  replaceSection,
} from './readme-table.js';
import { classify, newestFirst, pickLoadScenarios, pickMembersRuns } from './result-files.js';

function scenario(name: string, reqPerSec: number): ScenarioResult {
  const load = {
    mode: 'concurrency' as const,
    connections: 32,
    targetRate: null,
    durationS: 10,
    requests: reqPerSec * 10,
    reqPerSec,
    p50: 1,
    p95: 2,
    p99: 3,
    max: 4,
    non2xx: 0,
    errors: 0,
    statusCodes: { 200: reqPerSec * 10 },
  };
  return {
    name: name as ScenarioResult['name'],
    label: `label of ${name}`,
    kind: name === 'floor' ? 'floor' : 'read',
    available: true,
    note: null,
    concurrency: load,
    rate: { ...load, mode: 'rate', targetRate: 200 },
    floorRatio: 0.5,
    cpu: { serverMs: 1, databaseMs: 0.5 },
  };
}

/** A load run as `npm run bench` writes it, with the given scenarios and their req/s. */
function loadRun(
  file: string,
  startedAt: string,
  scenarios: Record<string, number>,
  opts: { scale?: number; kind?: 'postgres' | 'pglite'; metrics?: boolean } = {},
) {
  const json: BenchResults = {
    date: startedAt.slice(0, 10),
    startedAt,
    database: {
      kind: opts.kind ?? 'postgres',
      version: 'PostgreSQL 15.20',
      scale: opts.scale ?? 1,
      rows: 100,
      generatedAt: null,
    },
    machine: {
      cpus: 2,
      cpuModel: 'AMD EPYC',
      memoryGiB: 24,
      node: 'v20.20.2',
      platform: 'Linux',
      loadAverage: { start: 1, end: 2 },
    },
    settings: {
      durationS: 10,
      connections: 32,
      rateSockets: 64,
      acceptEncoding: 'gzip, deflate, br',
      metrics: opts.metrics ?? false,
      rateRule: 'half of the throughput at fixed concurrency',
    },
    scenarios: Object.entries(scenarios).map(([name, rps]) => scenario(name, rps)),
    targets: Object.keys(scenarios)
      .filter((n) => n !== 'floor')
      .map((n) => ({
        name: `${n} throughput as a share of the floor`,
        target: '>= 40%',
        measured: 50,
        unit: '%',
        met: true,
      })),
    seqScans: [],
    explainFile: null,
  };
  return classify(file, json)!;
}

const ORDER = ['floor', 'feed', 'thread-page', 'open'];
const picked = (files: ReturnType<typeof loadRun>[]) =>
  pickLoadScenarios(files, ORDER).map((g) => ({
    group: `${g.database} ${g.scale}`,
    picks: g.picks.map((p) => `${p.scenario.name} ${p.run.file} ${p.scenario.concurrency!.reqPerSec}`),
  }));

describe("the README's benchmark section", () => {
  it('is what `npm run bench:readme` makes of bench/results (run it after adding a result)', () => {
    const readme = readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
    expect(currentSection(readme)).toBe(generatedSection(resultsDir));
  });

  it('takes each scenario from the newest run that measured it, a partial run replacing only its own', () => {
    const full = loadRun('2026-11-24-postgres.json', '2026-11-24T23:00:00Z', {
      floor: 1000,
      feed: 300,
      'thread-page': 200,
      open: 400,
    });
    const partial = loadRun('2026-11-29-postgres-feed.json', '2026-11-29T02:00:00Z', { floor: 1100, feed: 350 });
    const older = loadRun('2026-11-22-postgres.json', '2026-11-22T23:00:00Z', { floor: 900, feed: 100, open: 50 });
    expect(picked([older, partial, full])).toEqual([
      {
        group: 'postgres 1',
        picks: [
          'floor 2026-11-29-postgres-feed.json 1100',
          'feed 2026-11-29-postgres-feed.json 350',
          'thread-page 2026-11-24-postgres.json 200',
          'open 2026-11-24-postgres.json 400',
        ],
      },
    ]);
  });

  it("keeps the specialty campaign's targets from the newest run that measured them, past a newer run without it", () => {
    const withCampaign = loadRun('2026-11-28-postgres.json', '2026-11-28T20:00:00Z', { floor: 1000, feed: 300 });
    (withCampaign.json as BenchResults).targets.push({
      name: 'specialty campaign: every message queued',
      target: '<= 10 s',
      measured: 1.25,
      unit: 's',
      met: true,
    });
    const newer = loadRun('2026-11-29-postgres.json', '2026-11-29T20:00:00Z', { floor: 1100, feed: 350 });
    const section = readmeSection([newer, withCampaign]);
    expect(section).toContain(
      '- specialty campaign: every message queued ≤ 10 s: met (1.25s, [2026-11-28](bench/results/2026-11-28-postgres.json))',
    );
    expect(section).toContain('- [2026-11-28-postgres](bench/results/2026-11-28-postgres.json)');
    expect(section).toContain('| 350 |');
  });

  it('leaves out runs with other settings and kept "before" runs, however new', () => {
    const current = loadRun('2026-11-28-postgres.json', '2026-11-28T20:00:00Z', { floor: 1000, feed: 300 });
    const metrics = loadRun(
      '2026-11-29-postgres-feed-metrics.json',
      '2026-11-29T01:00:00Z',
      { floor: 1, feed: 1 },
      { metrics: true },
    );
    const before = loadRun('2026-11-29-postgres-before-issue-30.json', '2026-11-29T02:00:00Z', { floor: 2, feed: 2 });
    expect(picked([metrics, before, current])[0]!.picks).toEqual([
      'floor 2026-11-28-postgres.json 1000',
      'feed 2026-11-28-postgres.json 300',
    ]);
  });

  it('keeps each database and scale apart: the newest scale-0.01 run does not stand for scale 1', () => {
    const one = loadRun('2026-11-24-postgres.json', '2026-11-24T23:00:00Z', { floor: 1000 });
    const small = loadRun(
      '2026-11-29-postgres-scale-0.01.json',
      '2026-11-29T04:00:00Z',
      { floor: 3000 },
      { scale: 0.01 },
    );
    const pglite = loadRun(
      '2026-11-29-pglite.json',
      '2026-11-29T04:10:00Z',
      { floor: 800 },
      { scale: 0.01, kind: 'pglite' },
    );
    expect(picked([small, pglite, one]).map((g) => `${g.group}: ${g.picks.join()}`)).toEqual([
      'postgres 1: floor 2026-11-24-postgres.json 1000',
      'postgres 0.01: floor 2026-11-29-postgres-scale-0.01.json 3000',
      'pglite 0.01: floor 2026-11-29-pglite.json 800',
    ]);
  });

  it('shows the newest members run of each mix', () => {
    const members = (file: string, startedAt: string, kinds: string[], seeResponses = false) =>
      classify(file, {
        startedAt,
        target: 'postgres',
        scale: 1,
        count: 200,
        durationS: 60,
        seeResponses,
        all: {},
        byKind: kinds.map((kind) => ({ kind })),
        met: true,
      })!;
    const picks = pickMembersRuns([
      members('2026-11-23-members-postgres.json', '2026-11-23T16:00:00Z', ['feed', 'thread']),
      members('2026-11-25-members-postgres.json', '2026-11-25T16:00:00Z', ['feed', 'thread']),
      members('2026-11-23-members-postgres-whole-threads.json', '2026-11-23T17:00:00Z', ['feed', 'thread'], true),
    ]);
    expect(picks.map((p) => p.run.file)).toEqual([
      '2026-11-25-members-postgres.json',
      '2026-11-23-members-postgres-whole-threads.json',
    ]);
  });

  it("takes a same-day rerun of bench:web (`-run2`, with its start time) over the day's first run", () => {
    const first = classify('2026-11-30-web.json', { date: '2026-11-30' })!;
    const rerun = classify('2026-11-30-web-run2.json', { date: '2026-11-30', startedAt: '2026-11-30T07:49:00.000Z' })!;
    expect([first.kind, rerun.kind]).toEqual(['web', 'web']);
    expect([first, rerun].sort(newestFirst).map((r) => r.file)).toEqual([
      '2026-11-30-web-run2.json',
      '2026-11-30-web.json',
    ]);
  });

  it('says which kind has no result yet, and lists a file of a kind it does not know', () => {
    const run = loadRun('2026-11-24-postgres.json', '2026-11-24T23:00:00Z', { floor: 1000, feed: 300 });
    const unknown = classify('2026-11-30-replicas.json', { date: '2026-11-30' })!;
    const section = readmeSection([run, unknown], ['2026-11-24-postgres.md']);
    expect(section.startsWith(SECTION_START) && section.endsWith(SECTION_END)).toBe(true);
    expect(section).toContain('[2026-11-24](bench/results/2026-11-24-postgres.md)');
    expect(section).toContain('share of floor ≥ 40%: met (50%)');
    for (const kind of ['web', 'members', 'phi', 'ocr', 'digest', 'grouping'])
      expect(section).toContain(`\`npm run bench:${kind}\`: no results in bench/results yet.`);
    expect(section).toContain('Other results: [2026-11-30-replicas.json](bench/results/2026-11-30-replicas.json).');
  });

  it('replaces only what lies between the markers, and refuses a README without them', () => {
    const readme = `# Title\n\n${SECTION_START}\nold\n${SECTION_END}\n\n## More\n`;
    expect(replaceSection(readme, `${SECTION_START}\nnew\n${SECTION_END}`)).toBe(
      `# Title\n\n${SECTION_START}\nnew\n${SECTION_END}\n\n## More\n`,
    );
    expect(() => replaceSection('# Title\n', 'x')).toThrow(/markers/);
  });
});
