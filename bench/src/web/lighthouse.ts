import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import type { BrowserContext } from 'playwright-core';

export interface LighthouseResult {
  /** Which page of bench:web's list (the member question page, the feed, ...). */
  page: string;
  formFactor: 'mobile' | 'desktop';
  url: string;
  finalUrl: string;
  performance: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  fcpMs: number | null;
  /** The biggest savings Lighthouse suggests, to explain a miss. */
  opportunities: { id: string; title: string; savingsMs: number }[];
  /** Where the main thread's time went (Lighthouse's groups: script evaluation, style and layout, ...). */
  mainThread: { group: string; ms: number }[];
  /** The elements that moved, with their share of CLS, and the LCP element. */
  layoutShifts: { element: string; score: number }[];
  lcpElement: string | null;
  warnings: string[];
  /** For a median: every run's figures, in the order they ran. */
  runs: {
    performance: number | null;
    lcpMs: number | null;
    tbtMs: number | null;
    cls: number | null;
    fcpMs: number | null;
  }[];
}

const median = (values: (number | null)[]): number | null => {
  const sorted = values.filter((v): v is number => v !== null).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/**
 * Several runs of one profile as one result: each figure is its own median (Lighthouse's advice for
 * noisy machines); the details (LCP element, main thread, opportunities) come from the run whose
 * performance score is the median one.
 */
export function medianRun(runs: LighthouseResult[]): LighthouseResult {
  if (runs.length === 0) throw new Error('medianRun needs at least one run');
  const byScore = [...runs].sort((a, b) => (a.performance ?? 0) - (b.performance ?? 0));
  const representative = byScore[Math.floor((byScore.length - 1) / 2)]!;
  const of = (k: 'performance' | 'lcpMs' | 'tbtMs' | 'cls' | 'fcpMs') => median(runs.map((r) => r[k]));
  return {
    ...representative,
    performance: of('performance'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    fcpMs: of('fcpMs'),
    runs: runs.flatMap((r) => r.runs),
  };
}

const round = (n: number | undefined | null, digits = 0) =>
  n === undefined || n === null || Number.isNaN(n) ? null : Math.round(n * 10 ** digits) / 10 ** digits;

/**
 * Lighthouse's performance category for one URL in the Chromium the session is signed in to. Storage
 * is kept (the session is in localStorage) but the HTTP cache is emptied first, so it is a cold load.
 */
export async function runLighthouse(
  context: BrowserContext,
  port: number,
  url: string,
  formFactor: 'mobile' | 'desktop',
  page: string,
): Promise<LighthouseResult> {
  const tab = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true },
    formFactor === 'desktop' ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (process.env.BENCH_WEB_LHR_DIR)
    (await import('node:fs')).writeFileSync(
      `${process.env.BENCH_WEB_LHR_DIR}/${page.replace(/\W+/g, '-')}-${formFactor}-${Date.now()}.json`,
      JSON.stringify(lhr),
    );
  const audit = (id: string) => lhr.audits[id]?.numericValue;
  const opportunities = Object.values(lhr.audits)
    .filter((a) => a.details?.type === 'opportunity' && (a.score ?? 1) < 0.9 && (a.numericValue ?? 0) > 0)
    .map((a) => ({ id: a.id, title: a.title, savingsMs: Math.round(a.numericValue ?? 0) }))
    .sort((a, b) => b.savingsMs - a.savingsMs)
    .slice(0, 5);
  type Items = { items?: Record<string, unknown>[] } | undefined;
  const items = (id: string) => ((lhr.audits[id]?.details as Items)?.items ?? []) as Record<string, any>[];
  const mainThread = items('mainthread-work-breakdown')
    .map((i) => ({ group: String(i.groupLabel ?? i.group), ms: Math.round(Number(i.duration)) }))
    .slice(0, 6);
  const describe = (node: any) => String(node?.selector ?? node?.snippet ?? node?.nodeLabel ?? 'unknown').slice(0, 160);
  const layoutShifts = items('layout-shifts')
    .map((i) => ({ element: describe(i.node), score: Math.round(Number(i.score) * 1000) / 1000 }))
    .slice(0, 5);
  const lcpItems = items('largest-contentful-paint-element');
  const lcpNode = lcpItems[0]?.items?.[0]?.node ?? lcpItems[0]?.node;
  const figures = {
    // A run Lighthouse could not score (it says why in runWarnings) counts as none in the median.
    performance: round((lhr.categories.performance?.score ?? Number.NaN) * 100),
    lcpMs: round(audit('largest-contentful-paint')),
    tbtMs: round(audit('total-blocking-time')),
    cls: round(audit('cumulative-layout-shift'), 3),
    fcpMs: round(audit('first-contentful-paint')),
  };
  return {
    page,
    formFactor,
    mainThread,
    layoutShifts,
    lcpElement: lcpNode ? describe(lcpNode) : null,
    url,
    finalUrl: lhr.finalDisplayedUrl,
    ...figures,
    opportunities,
    warnings: lhr.runWarnings ?? [],
    runs: [figures],
  };
}
