import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from 'playwright-core';
import { signIn } from '../../../e2e/support/sign-in.js';
import { loadBenchData } from '../run/dataset.js';
import { startProduct } from '../run/product.js';
import { connect } from '../shared/sql-target.js';
import { describeTarget, parseArgs, resultsDir, targetFromFlags } from '../shared/target.js';
import { type RouteBudget, measureRoute } from './budgets.js';
import { ensureWebBuild } from './build.js';
import { type LighthouseResult, medianRun, runLighthouse } from './lighthouse.js';

const USAGE = `npm run bench:web -- [--url postgres://...|--pglite [dir]] [--rebuild]
  Builds the web app when needed, starts the product on the benchmark database, signs in in Debian's
  Chromium, measures the JavaScript and CSS each route loads and runs Lighthouse on the hot question.`;

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
/** Issue 13's web targets. Lighthouse figures are the median of LIGHTHOUSE_RUNS runs per profile. */
const TARGETS = {
  memberJsGzipKB: 200,
  performance: { mobile: 95, desktop: 98 },
  cls: 0.05,
  mobileLcpMs: 2500,
};
const LIGHTHOUSE_RUNS = 3;

interface WebTarget {
  name: string;
  target: string;
  measured: number | null;
  unit: string;
  met: boolean;
  note?: string;
}

/** One Chromium per signed-in person, started the way the brief's Lighthouse runs need, driven by Playwright over CDP. */
async function signedInChromium(baseUrl: string, email: string) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, logLevel: 'error' });
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const context = browser.contexts()[0]!;
  const page = context.pages()[0] ?? (await context.newPage());
  await signIn(page, baseUrl, email);
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
  for (const r of routes.filter((x) => x.available && x.lcp && x.route.startsWith('Member')))
    lines.push(
      '',
      `${r.route}: largest contentful paint (unthrottled, in the size run) ${r.lcp!.ms} ms, ${r.lcp!.element}.`,
    );
  lines.push(
    '',
    `| Lighthouse 12 (median of ${LIGHTHOUSE_RUNS}) | Performance | LCP ms | TBT ms | CLS | FCP ms | Runs (performance) |`,
    '|---|---:|---:|---:|---:|---:|---|',
  );
  for (const l of lighthouse) {
    lines.push(
      `| ${l.formFactor} ${new URL(l.url).pathname} | ${num(l.performance, 0)} | ${num(l.lcpMs, 0)} | ${num(l.tbtMs, 0)} | ${num(l.cls, 3)} | ${num(l.fcpMs, 0)} | ${l.runs.map((r) => num(r.performance, 0)).join(', ')} |`,
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
      `Lighthouse ${l.formFactor}: LCP element ${l.lcpElement ?? 'not reported by Lighthouse (see the size run above)'}; main thread ${l.mainThread.map((m) => `${m.group} ${m.ms} ms`).join(', ')}` +
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
      `Lighthouse ${l.formFactor}: biggest opportunities: ${l.opportunities.map((o) => `${o.title} (${o.savingsMs} ms)`).join('; ') || 'none listed'}.`,
    );
  }
  return `${lines.join('\n')}\n`;
}

async function main() {
  const flags = parseArgs(process.argv.slice(2));
  if (flags.has('help')) {
    console.log(USAGE);
    return;
  }
  const target = targetFromFlags(flags);
  console.log(`bench:web: web app ${ensureWebBuild(flags.has('rebuild'))}; data from ${describeTarget(target)}`);
  const conn = await connect(target);
  const data = await loadBenchData(conn).finally(() => conn.close());
  const questionPath = `/questions/${data.hotTopicId}`;

  const product = await startProduct(target);
  const routes: RouteBudget[] = [];
  const lighthouse: LighthouseResult[] = [];
  try {
    const member = await signedInChromium(product.baseUrl, 'hcp@example.org');
    try {
      routes.push(
        await measureRoute(member.context, product.baseUrl, 'Member: question page (hot question)', questionPath),
      );
      routes.push(await measureRoute(member.context, product.baseUrl, 'Member: My Specialty feed', '/questions'));
      for (const formFactor of ['mobile', 'desktop'] as const) {
        const runs: LighthouseResult[] = [];
        for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
          const run = await runLighthouse(member.context, member.port, `${product.baseUrl}${questionPath}`, formFactor);
          runs.push(run);
          console.log(
            `Lighthouse ${formFactor} ${i + 1}/${LIGHTHOUSE_RUNS}: performance ${run.performance}, LCP ${run.lcpMs} ms, TBT ${run.tbtMs} ms, CLS ${run.cls}, FCP ${run.fcpMs} ms`,
          );
        }
        lighthouse.push(medianRun(runs));
      }
    } finally {
      await member.close();
    }
    const admin = await signedInChromium(product.baseUrl, 'admin@example.org');
    try {
      for (const route of MODERATOR_ROUTES(data.hotTopicId))
        routes.push(await measureRoute(admin.context, product.baseUrl, `Moderator: ${route}`, route));
    } finally {
      await admin.close();
    }
  } finally {
    await product.stop();
  }

  const question = routes[0]!;
  const targets: WebTarget[] = [
    {
      name: 'member question page JavaScript (gzipped)',
      target: `<= ${TARGETS.memberJsGzipKB} KB`,
      measured: question.available ? question.jsGzipKB : null,
      unit: ' KB',
      met: question.available && question.jsGzipKB <= TARGETS.memberJsGzipKB,
      ...(question.available ? {} : { note: question.note ?? '' }),
    },
  ];
  for (const l of lighthouse) {
    const landed = new URL(l.finalUrl).pathname === questionPath;
    const note = landed ? undefined : `Lighthouse ended on ${l.finalUrl}, not the question page`;
    targets.push(
      {
        name: `Lighthouse performance, ${l.formFactor}`,
        target: `>= ${TARGETS.performance[l.formFactor]}`,
        measured: l.performance,
        unit: '',
        met: landed && (l.performance ?? 0) >= TARGETS.performance[l.formFactor],
        ...(note ? { note } : {}),
      },
      {
        name: `CLS, ${l.formFactor}`,
        target: `<= ${TARGETS.cls}`,
        measured: l.cls,
        unit: '',
        met: landed && l.cls !== null && l.cls <= TARGETS.cls,
        ...(note ? { note } : {}),
      },
    );
    if (l.formFactor === 'mobile')
      targets.push({
        name: 'LCP, mobile',
        target: `<= ${TARGETS.mobileLcpMs} ms`,
        measured: l.lcpMs,
        unit: ' ms',
        met: landed && l.lcpMs !== null && l.lcpMs <= TARGETS.mobileLcpMs,
        ...(note ? { note } : {}),
      });
  }
  const date = new Date().toISOString().slice(0, 10);
  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${CHROMIUM}`;
  mkdirSync(resultsDir, { recursive: true });
  const json = { date, machine, data: describeTarget(target), questionPath, routes, lighthouse, targets };
  writeFileSync(path.join(resultsDir, `${date}-web.json`), `${JSON.stringify(json, null, 2)}\n`);
  const md = markdown(date, routes, lighthouse, targets, machine);
  writeFileSync(path.join(resultsDir, `${date}-web.md`), md);
  console.log(`\n${md}\nWritten: bench/results/${date}-web.json and .md`);
}

main().catch((err) => {
  console.error(`bench:web failed: ${err instanceof Error ? err.stack : err}`);
  process.exit(1);
});
