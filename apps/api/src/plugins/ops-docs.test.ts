import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Histogram } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { createMetrics } from '../lib/metrics.js';

/**
 * The operators' files of docs/ops (issue 26) stay true to the product: the alert rules pass
 * Prometheus's own checker, and every metric the rules and the dashboard query exists in the registry.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const ops = (file: string) => path.join(root, 'docs/ops', file);
const PROMTOOL = '/usr/bin/promtool';

/** Every series name the app exposes: its metrics (histograms as their three series) and the defaults. */
function exposedNames(): Set<string> {
  const metrics = createMetrics();
  metrics.collectDefaults();
  const names = new Set(['up']); // Prometheus's own, per scrape target.
  for (const m of metrics.registry.getMetricsAsArray()) {
    names.add(m.name);
    if (m instanceof Histogram) for (const s of ['_bucket', '_count', '_sum']) names.add(`${m.name}${s}`);
  }
  return names;
}

const KEYWORDS = new Set(['and', 'or', 'unless', 'bool', 'on', 'ignoring', 'group_left', 'group_right', 'inf', 'nan']);

/** The metric names a PromQL expression reads: not functions, labels, strings, durations or keywords. */
export function metricNames(expr: string): string[] {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, '""')
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, ' ')
    .replace(/\boffset\s+\w+/g, ' ')
    .replace(/\b\d[\d.]*(e[+-]?\d+)?\b/gi, ' ');
  return [...bare.matchAll(/([a-zA-Z_:][a-zA-Z0-9_:]*)(\s*\()?/g)]
    .filter(([, name, call]) => !call && !KEYWORDS.has((name as string).toLowerCase()))
    .map(([, name]) => name as string);
}

const ruleExpressions = () =>
  [...readFileSync(ops('alerts.yml'), 'utf8').matchAll(/^\s+expr: (.+)$/gm)].map(([, expr]) => expr as string);

describe('docs/ops', () => {
  it('has alert rules that promtool accepts', () => {
    if (!existsSync(PROMTOOL)) {
      throw new Error(
        `${PROMTOOL} is missing: install Debian's prometheus package (scripts/test.sh does: apt-get install prometheus)`,
      );
    }
    const out = execFileSync(PROMTOOL, ['check', 'rules', ops('alerts.yml')], { encoding: 'utf8' });
    expect(out).toMatch(/SUCCESS: \d+ rules found/);
  });

  it('alerts on 5xx, hot-route and hot-statement p95, jobs, pool, mail failures and retries, the code pool and the database, with metrics that exist', () => {
    const exprs = ruleExpressions();
    const used = new Set(exprs.flatMap(metricNames));
    for (const name of [
      'http_request_duration_seconds_count',
      'http_request_duration_seconds_bucket',
      'job_failures_total',
      'db_pool_waiting_clients',
      'mail_failed_total',
      'mail_retries_total',
      'db_query_duration_seconds_bucket',
      'gift_card_codes_free',
      'database_up',
    ]) {
      expect(used, name).toContain(name);
    }
    const exposed = exposedNames();
    for (const expr of exprs) {
      expect(metricNames(expr).length, expr).toBeGreaterThan(0);
      for (const name of metricNames(expr)) expect(exposed, `${name} in ${expr}`).toContain(name);
    }
  });

  it('has a Grafana dashboard that parses and queries only metrics that exist', () => {
    const dashboard = JSON.parse(readFileSync(ops('grafana-dashboard.json'), 'utf8')) as {
      panels: { title: string; targets: { expr: string }[] }[];
    };
    expect(dashboard.panels.length).toBeGreaterThan(10);
    const exposed = exposedNames();
    for (const panel of dashboard.panels) {
      for (const { expr } of panel.targets) {
        expect(metricNames(expr).length, panel.title).toBeGreaterThan(0);
        for (const name of metricNames(expr)) expect(exposed, `${name} in "${panel.title}"`).toContain(name);
      }
    }
  });

  it('documents every metric of the registry in metrics.md', () => {
    const doc = readFileSync(ops('metrics.md'), 'utf8');
    for (const m of createMetrics().registry.getMetricsAsArray()) expect(doc, m.name).toContain(`\`${m.name}\``);
  });

  it('reads metric names out of PromQL', () => {
    expect(
      metricNames(
        'histogram_quantile(0.95, sum by (le, route) (rate(a_bucket{route=~"x|y"}[5m]))) > 1e-9 and b offset 1h',
      ),
    ).toEqual(['a_bucket', 'b']);
  });
});
