import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { BenchResults, ScenarioResult } from '../run/report.js';

/**
 * The result files of bench/results/ sorted into the kinds the README's benchmark section shows, and
 * for each kind the runs that stand for today's product. Every writer names its file
 * `<date>-<kind>[-<more>].json` (bench/README.md), so the name says the kind.
 */

export type ResultKind = 'load' | 'members' | 'web' | 'phi' | 'ocr' | 'digest' | 'grouping';

export interface ResultFile {
  /** The file's name in bench/results/, e.g. `2026-11-24-postgres.json`. */
  file: string;
  kind: ResultKind | 'other';
  /** When the run started (ISO); the newest wins. Files without a start time give their date. */
  at: string;
  json: any;
}

const DATED = /^(\d{4}-\d{2}-\d{2})-(.+)\.json$/;

const KIND_OF_NAME: [RegExp, ResultKind][] = [
  [/^(postgres|pglite)(-.+)?$/, 'load'],
  [/^members-/, 'members'],
  [/^web(-run\d+)?$/, 'web'],
  [/^phi$/, 'phi'],
  [/^ocr$/, 'ocr'],
  [/^digest(-pglite)?$/, 'digest'],
  [/^grouping$/, 'grouping'],
];

/**
 * Runs of `npm run bench` kept as the "before" of a change (they measured code that is no longer the
 * product; a new one is named `…-before-…`), or run alone to diagnose a full run's misses (the full
 * run is the product's figure, with its misses): they never stand for the product however new they are.
 */
export const BEFORE_RUNS: Record<string, string> = {
  '2026-11-24-postgres-paged-uncached.json': 'the paged thread before its cache (issue 13)',
  '2026-11-24-postgres-search-unbounded-relevance.json': 'search before relevance was bounded (issue 13)',
  '2026-11-24-postgres-search-search-newest.json': 'search before relevance was bounded (issue 13)',
  '2026-11-29-postgres-run2.json':
    "search before its walk was bounded: the bench's answers sent every other word to the index (issue 27)",
  '2026-11-29-postgres-search-search-newest.json': 'search before its walk was bounded (issue 27)',
  '2026-11-29-postgres-search-search-newest-scale-5-run3.json':
    'search at scale 5 before the index on (created_at, id) (issue 27)',
  '2026-11-29-pglite-run3.json': 'PGlite before its hot reads were prepared (issue 27)',
  '2026-11-30-pglite-consensuses-consensuses-specialty-search-newest.json':
    "run alone to diagnose 2026-11-30-pglite's misses (issue 27)",
  '2026-11-30-pglite-answer-consensuses.json': "run to diagnose 2026-11-30-pglite's misses (issue 27)",
};

export function classify(file: string, json: any): ResultFile | null {
  const m = DATED.exec(file);
  if (!m) return null;
  const [, date, rest] = m as unknown as [string, string, string];
  const kind = KIND_OF_NAME.find(([re]) => re.test(rest))?.[1] ?? 'other';
  const at = typeof json?.startedAt === 'string' ? json.startedAt : typeof json?.date === 'string' ? json.date : date;
  return { file, kind, at, json };
}

export function readResultFiles(dir: string): ResultFile[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => classify(f, JSON.parse(readFileSync(path.join(dir, f), 'utf8'))))
    .filter((r): r is ResultFile => r !== null);
}

/** Newest first; on the same instant, the later file name (a rerun renamed with a suffix) first. */
export function newestFirst(a: ResultFile, b: ResultFile): number {
  return a.at < b.at ? 1 : a.at > b.at ? -1 : a.file < b.file ? 1 : a.file > b.file ? -1 : 0;
}

/**
 * Why a load run does not stand for the product as it runs by default, or null when it does: a kept
 * "before", or settings a default `npm run bench` does not use (metrics on, no compression, a rate
 * given with --rate, another number of connections, reads on a replica).
 */
export function notTheProduct(run: ResultFile): string | null {
  const before = BEFORE_RUNS[run.file];
  if (before) return before;
  if (/-before(-|\.json$)/.test(run.file)) return 'a run kept as the before of a change';
  const s = (run.json as BenchResults).settings;
  if (s.metrics) return 'Prometheus metrics on (--metrics)';
  if (s.readReplica) return 'reads on a replica (--read-replica)';
  if (s.acceptEncoding === null) return 'without Accept-Encoding (--no-compression)';
  if (s.rateRule !== 'half of the throughput at fixed concurrency')
    return `a fixed rate for every scenario (${s.rateRule})`;
  if (s.connections !== 32) return `${s.connections} connections`;
  return null;
}

export interface ScenarioPick {
  scenario: ScenarioResult;
  run: ResultFile;
}

export interface LoadGroup {
  database: 'postgres' | 'pglite';
  scale: number | null;
  /** Each scenario measured on this database and scale, from the newest run that measured it. */
  picks: ScenarioPick[];
  /** Every run on this database and scale, newest first (for the targets no scenario names). */
  runs: ResultFile[];
}

const measured = (s: ScenarioResult) => s.available && s.concurrency !== null;

/**
 * The load runs per database and scale (targets differ by scale: PostgreSQL's are set at scale 1,
 * PGlite's at 0.01), and within each the newest run that measured each scenario, so a run of a few
 * scenarios (`--only`) replaces those and leaves the others to the last run that had them.
 */
export function pickLoadScenarios(files: ResultFile[], order: readonly string[]): LoadGroup[] {
  const runs = files.filter((f) => f.kind === 'load' && notTheProduct(f) === null).sort(newestFirst);
  const groups = new Map<string, LoadGroup>();
  for (const run of runs) {
    const r = run.json as BenchResults;
    const key = `${r.database.kind} ${r.database.scale}`;
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { database: r.database.kind, scale: r.database.scale, picks: [], runs: [] }));
    group.runs.push(run);
    for (const scenario of r.scenarios.filter(measured)) {
      if (!group.picks.some((p) => p.scenario.name === scenario.name)) group.picks.push({ scenario, run });
    }
  }
  const rank = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length);
  for (const g of groups.values()) g.picks.sort((a, b) => rank(a.scenario.name) - rank(b.scenario.name));
  // PostgreSQL before PGlite, the larger scale first.
  return [...groups.values()]
    .filter((g) => g.picks.length > 0)
    .sort((a, b) =>
      a.database !== b.database ? (a.database === 'postgres' ? -1 : 1) : (b.scale ?? 0) - (a.scale ?? 0),
    );
}

export interface MembersPick {
  mix: string;
  run: ResultFile;
}

/** `bench:members`: the newest run of each mix (the kinds of request, whole threads or not) and database. */
export function pickMembersRuns(files: ResultFile[]): MembersPick[] {
  const picks: MembersPick[] = [];
  for (const run of files.filter((f) => f.kind === 'members').sort(newestFirst)) {
    const j = run.json;
    const kinds = (j.byKind as { kind: string }[]).map((k) => k.kind).join(', ');
    const mix = `${kinds}${j.seeResponses ? ', every thread whole' : ''} (${j.target === 'pglite' ? 'PGlite' : 'PostgreSQL'}, scale ${j.scale ?? '?'})`;
    if (!picks.some((p) => p.mix === mix)) picks.push({ mix, run });
  }
  return picks;
}

/** The newest file of a kind with one figure set per run (web, phi, OCR, grouping), or null. */
export function newestOf(files: ResultFile[], kind: ResultKind): ResultFile | null {
  return files.filter((f) => f.kind === kind).sort(newestFirst)[0] ?? null;
}

/** `bench:digest`: the newest run on each database (the PGlite run is a check, written apart). */
export function pickDigestRuns(files: ResultFile[]): ResultFile[] {
  const runs = files.filter((f) => f.kind === 'digest').sort(newestFirst);
  const postgres = runs.find((r) => !r.file.endsWith('-pglite.json'));
  const pglite = runs.find((r) => r.file.endsWith('-pglite.json'));
  return [postgres, pglite].filter((r): r is ResultFile => r !== undefined);
}
