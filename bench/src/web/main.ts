import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from 'playwright-core';
import { signIn } from '../../../e2e/support/sign-in.js';
import { loadBenchData, MEMBER_EMAIL } from '../run/dataset.js';
import { startProduct } from '../run/product.js';
import { connect } from '../shared/sql-target.js';
import { describeTarget, parseArgs, resultsDir, targetFromFlags } from '../shared/target.js';
import { type RouteBudget, measureRoute } from './budgets.js';
import { ensureWebBuild } from './build.js';
import { type LighthouseResult, medianRun, runLighthouse } from './lighthouse.js';

const USAGE = `npm run bench:web -- [--url postgres://...|--pglite [dir]] [--rebuild] [--no-moderator] [--runs N]
  Builds the web app when needed, starts the product on the benchmark database, signs in in Debian's
  Chromium, measures the JavaScript and CSS each route loads and runs Lighthouse on the member's
  question page and feed and on the public consensus page (as a visitor).
  --no-moderator: skips the moderator area's sizes (quicker, for trying a change on the member pages).
  --runs N: Lighthouse runs per page and profile, of which the median counts (3; more for an A/B).`;

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** The moderator area of spec §2, opened as the administrator (who holds every permission it needs). */
const MODERATOR_ROUTES = (hotId: number) => [
  '/moderator/questions',
  '/moderator/questions/new',
  `/moderator/questions/${hotId}`,
  `/moderator/questions/${hotId}/details`,
  '/moderator/questions-npis',
  '/moderator/users',
  '/moderator/users/new',
  '/moderator/search',
  '/moderator/submitSummary',
  '/moderator/global_programs/overview',
  '/moderator/global_programs/create_emails',
  '/moderator/design/components',
];
/**
 * Issue 13's web targets, held by issue 27 on the feed and the public consensus page too. Lighthouse
 * figures are the median of LIGHTHOUSE_RUNS runs per profile (`--runs N` for more).
 */
const TARGETS = {
  memberJsGzipKB: 200,
  performance: { mobile: 95, desktop: 98 },
  cls: 0.05,
  mobileLcpMs: 2500,
};
const LIGHTHOUSE_RUNS = 3;

/** `--runs N` (at least 1), or LIGHTHOUSE_RUNS. */
function lighthouseRunCount(flags: Map<string, string | true>): number {
  const runs = Number(flags.get('runs') ?? LIGHTHOUSE_RUNS);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`--runs must be a whole number from 1 up, not ${flags.get('runs')}`);
  return runs;
}

interface WebTarget {
  name: string;
  target: string;
  measured: number | null;
  unit: string;
  met: boolean;
  note?: string;
}

/**
 * One Chromium per person (signed in, or a visitor when `email` is null), started the way the brief's
 * Lighthouse runs need, driven by Playwright over CDP.
 */
async function chromiumAs(baseUrl: string, email: string | null) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, logLevel: 'error' });
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const context = browser.contexts()[0]!;
  const page = context.pages()[0] ?? (await context.newPage());
  if (email) await signIn(page, baseUrl, email);
  return {
    context,
    port: chrome.port,
    close: async () => {
      await browser.close().catch(() => {});
      chrome.kill();
    },
  };
}

const num = (n: number | null | undefined, d = 1) =>
  n === null || n === undefined ? '-' : n.toLocaleString('en-US', { maximumFractionDigits: d });

function markdown(
  date: string,
  routes: RouteBudget[],
  lighthouse: LighthouseResult[],
  targets: WebTarget[],
  machine: string,
) {
  const lines = [
    `### Web budgets ${date}`,
    '',
    `Machine: ${machine}. Cold HTTP cache per route; sizes gzipped with zlib's default level (transfer: what Chromium received).`,
    '',
    '| Route | JS gzip KB | CSS gzip KB | JS transferred KB | CSS transferred KB | Files |',
    '|---|---:|---:|---:|---:|---:|',
  ];
  for (const r of routes) {
    if (!r.available) lines.push(`| ${r.route} | ${r.note} | | | | |`);
    else
      lines.push(
        `| ${r.route} | ${num(r.jsGzipKB)} | ${num(r.cssGzipKB)} | ${num(r.jsTransferKB)} | ${num(r.cssTransferKB)} | ${r.files.length} |`,
      );
  }
  for (const r of routes.filter((x) => x.available && x.lcp && !x.route.startsWith('Moderator')))
    lines.push(
      '',
      `${r.route}: largest contentful paint (unthrottled, in the size run) ${r.lcp!.ms} ms, ${r.lcp!.element}.`,
    );
  lines.push(
    '',
    `| Lighthouse 12 (median of ${Math.max(0, ...lighthouse.map((l) => l.runs.length))}) | Performance | LCP ms | TBT ms | CLS | FCP ms | Runs (performance) |`,
    '|---|---:|---:|---:|---:|---:|---|',
  );
  for (const l of lighthouse) {
    lines.push(
      `| ${l.page} (${new URL(l.url).pathname}), ${l.formFactor} | ${num(l.performance, 0)} | ${num(l.lcpMs, 0)} | ${num(l.tbtMs, 0)} | ${num(l.cls, 3)} | ${num(l.fcpMs, 0)} | ${l.runs.map((r) => num(r.performance, 0)).join(', ')} |`,
    );
  }
  lines.push('', '| Target | Goal | Measured | Met |', '|---|---|---:|---|');
  for (const t of targets) {
    lines.push(
      `| ${t.name}${t.note ? ` (${t.note})` : ''} | ${t.target} | ${t.measured === null ? '-' : `${num(t.measured, 3)}${t.unit}`} | ${t.met ? 'yes' : '**no**'} |`,
    );
  }
  for (const l of lighthouse) {
    lines.push(
      '',
      `Lighthouse ${l.page}, ${l.formFactor}: LCP element ${l.lcpElement ?? 'not reported by Lighthouse (see the size run above)'}; main thread ${l.mainThread.map((m) => `${m.group} ${m.ms} ms`).join(', ')}` +
        (l.layoutShifts.length
          ? `; layout shifts: ${l.layoutShifts.map((x) => `${x.element} (${x.score})`).join(', ')}`
          : '') +
        '.',
    );
  }
  const misses = lighthouse.filter((l) => (l.performance ?? 0) < TARGETS.performance[l.formFactor]);
  for (const l of misses) {
    lines.push(
      '',
      `Lighthouse ${l.page}, ${l.formFactor}: biggest opportunities: ${l.opportunities.map((o) => `${o.title} (${o.savingsMs} ms)`).join('; ') || 'none listed'}.`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/** A page Lighthouse measures: who opens it (null: a visitor) and with which profiles. */
interface MeasuredPage {
  name: string;
  path: string;
  as: string | null;
  formFactors: readonly ('mobile' | 'desktop')[];
}

/** The newest published consensus: its public page is where crawlers and shared links land. */
async function publicConsensusPath(target: ReturnType<typeof targetFromFlags>): Promise<string | null> {
  const conn = await connect(target);
  try {
    const [row] = await conn.query<{ id: number }>(
      `select id from consensus_summaries where status = 'published' and deleted_at is null
        order by published_at desc, id desc limit 1`,
    );
    return row ? `/consensuses/${Number(row.id)}/published` : null;
  } finally {
    await conn.close();
  }
}

const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');

async function lighthouseRuns(
  browser: Awaited<ReturnType<typeof chromiumAs>>,
  baseUrl: string,
  page: MeasuredPage,
  count: number,
): Promise<LighthouseResult[]> {
  const results: LighthouseResult[] = [];
  for (const formFactor of page.formFactors) {
    const runs: LighthouseResult[] = [];
    for (let i = 0; i < count; i++) {
      const run = await runLighthouse(browser.context, browser.port, `${baseUrl}${page.path}`, formFactor, page.name);
      runs.push(run);
      console.log(
        `Lighthouse ${page.name} ${formFactor} ${i + 1}/${count}: performance ${run.performance}, LCP ${run.lcpMs} ms, TBT ${run.tbtMs} ms, CLS ${run.cls}, FCP ${run.fcpMs} ms`,
      );
    }
    results.push(medianRun(runs));
  }
  return results;
}

async function main() {
  const flags = parseArgs(process.argv.slice(2));
  if (flags.has('help')) {
    console.log(USAGE);
    return;
  }
  const target = targetFromFlags(flags);
  const runCount = lighthouseRunCount(flags);
  const startedAt = new Date().toISOString();
  console.log(`bench:web: web app ${ensureWebBuild(flags.has('rebuild'))}; data from ${describeTarget(target)}`);
  const conn = await connect(target);
  const data = await loadBenchData(conn).finally(() => conn.close());
  const questionPath = `/questions/${data.hotTopicId}`;
  const consensusPath = await publicConsensusPath(target);
  const pages: MeasuredPage[] = [
    { name: 'member question page', path: questionPath, as: MEMBER_EMAIL, formFactors: ['mobile', 'desktop'] },
    { name: 'member feed (My Specialty)', path: '/questions', as: MEMBER_EMAIL, formFactors: ['mobile'] },
    ...(consensusPath
      ? [{ name: 'public consensus page', path: consensusPath, as: null, formFactors: ['mobile'] as const }]
      : []),
  ];
  const loadBefore = loadAverage();

  const product = await startProduct(target);
  const routes: RouteBudget[] = [];
  const lighthouse: LighthouseResult[] = [];
  try {
    const member = await chromiumAs(product.baseUrl, MEMBER_EMAIL);
    try {
      routes.push(
        await measureRoute(member.context, product.baseUrl, 'Member: question page (hot question)', questionPath),
      );
      routes.push(await measureRoute(member.context, product.baseUrl, 'Member: My Specialty feed', '/questions'));
      for (const page of pages.filter((p) => p.as === MEMBER_EMAIL))
        lighthouse.push(...(await lighthouseRuns(member, product.baseUrl, page, runCount)));
    } finally {
      await member.close();
    }
    const visitor = await chromiumAs(product.baseUrl, null);
    try {
      if (consensusPath)
        routes.push(
          await measureRoute(visitor.context, product.baseUrl, 'Visitor: public consensus page', consensusPath, {
            notFoundChunkMeansMissing: false,
          }),
        );
      for (const page of pages.filter((p) => p.as === null))
        lighthouse.push(...(await lighthouseRuns(visitor, product.baseUrl, page, runCount)));
    } finally {
      await visitor.close();
    }
    if (!flags.has('no-moderator')) {
      const admin = await chromiumAs(product.baseUrl, 'admin@example.org');
      try {
        for (const route of MODERATOR_ROUTES(data.hotTopicId))
          routes.push(await measureRoute(admin.context, product.baseUrl, `Moderator: ${route}`, route));
      } finally {
        await admin.close();
      }
    }
  } finally {
    await product.stop();
  }
  const load = { before: loadBefore, after: loadAverage() };

  const targets: WebTarget[] = [];
  for (const route of routes.filter((r) => r.route.startsWith('Member'))) {
    targets.push({
      name: `${route.route}: JavaScript (gzipped)`,
      target: `<= ${TARGETS.memberJsGzipKB} KB`,
      measured: route.available ? route.jsGzipKB : null,
      unit: ' KB',
      met: route.available && route.jsGzipKB <= TARGETS.memberJsGzipKB,
      ...(route.available ? {} : { note: route.note ?? '' }),
    });
  }
  if (!consensusPath)
    targets.push({
      name: 'public consensus page',
      target: 'measured',
      measured: null,
      unit: '',
      met: false,
      note: 'the database holds no published consensus',
    });
  for (const l of lighthouse) {
    const page = pages.find((p) => p.name === l.page)!;
    const landed = new URL(l.finalUrl).pathname === page.path;
    const note = landed ? undefined : `Lighthouse ended on ${l.finalUrl}, not ${page.path}`;
    targets.push(
      {
        name: `${l.page}: Lighthouse performance, ${l.formFactor}`,
        target: `>= ${TARGETS.performance[l.formFactor]}`,
        measured: l.performance,
        unit: '',
        met: landed && (l.performance ?? 0) >= TARGETS.performance[l.formFactor],
        ...(note ? { note } : {}),
      },
      {
        name: `${l.page}: CLS, ${l.formFactor}`,
        target: `<= ${TARGETS.cls}`,
        measured: l.cls,
        unit: '',
        met: landed && l.cls !== null && l.cls <= TARGETS.cls,
        ...(note ? { note } : {}),
      },
    );
    if (l.formFactor === 'mobile')
      targets.push({
        name: `${l.page}: LCP, mobile`,
        target: `<= ${TARGETS.mobileLcpMs} ms`,
        measured: l.lcpMs,
        unit: ' ms',
        met: landed && l.lcpMs !== null && l.lcpMs <= TARGETS.mobileLcpMs,
        ...(note ? { note } : {}),
      });
  }
  const date = startedAt.slice(0, 10);
  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${CHROMIUM}; load average (1, 5, 15 min) ${load.before} at the start, ${load.after} at the end`;
  // A second run on the same day is kept beside the first (`-run2`, …), as the load bench does: the
  // README and the notes cite the files by name. The newest (startedAt) stands for the product.
  let name = 'web';
  for (let n = 2; existsSync(path.join(resultsDir, `${date}-${name}.json`)); n++) name = `web-run${n}`;
  mkdirSync(resultsDir, { recursive: true });
  const json = {
    date,
    startedAt,
    machine,
    load,
    data: describeTarget(target),
    questionPath,
    consensusPath,
    routes,
    lighthouse,
    targets,
  };
  writeFileSync(path.join(resultsDir, `${date}-${name}.json`), `${JSON.stringify(json, null, 2)}\n`);
  const md = markdown(date, routes, lighthouse, targets, machine);
  writeFileSync(path.join(resultsDir, `${date}-${name}.md`), md);
  console.log(`\n${md}\nWritten: bench/results/${date}-${name}.json and .md`);
}

main().catch((err) => {
  console.error(`bench:web failed: ${err instanceof Error ? err.stack : err}`);
  process.exit(1);
});
