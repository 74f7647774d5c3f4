import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { jobDefinitions } from '../modules/index.js';
import { type Sample, parsePrometheus, sampleValue as value } from '../test/prometheus.js';
import { type TestApp, createTestApp, freePort, testDbKind } from '../test/test-app.js';

let t: TestApp;
let metricsUrl: string;
beforeAll(async () => {
  const port = await freePort();
  metricsUrl = `http://127.0.0.1:${port}/metrics`;
  t = await createTestApp({ METRICS_PORT: String(port), METRICS_HOST: '127.0.0.1' });
});
afterAll(async () => t?.close());

const scrape = async () => {
  const res = await fetch(metricsUrl);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return parsePrometheus(await res.text());
};

describe('Prometheus metrics (issue 26)', () => {
  // First: the queue, pool and code-pool gauges are read at scrape time and kept for 5 s.
  it("reads a failed job into its queue's failed gauge, the code pool and the pool at scrape time", async () => {
    const queue = jobDefinitions[0]?.name as string;
    await t.app.jobs.send(queue, { probe: true }, { retryLimit: 0 });
    const [job] = await t.app.jobs.boss.fetch(queue);
    expect(job).toBeDefined();
    await t.app.jobs.boss.fail(queue, job?.id as string, { reason: 'a test failure' });
    await t.database.executeSql(
      "insert into gift_card_codes (code, value_cents) values ('METRICS-1', 2500), ('METRICS-2', 2500), ('METRICS-3', 5000)",
    );
    const samples = await scrape();
    expect(value(samples, 'job_queue_jobs', { queue, state: 'failed' })).toBe(1);
    // Every known queue reports every state, 0 included.
    expect(value(samples, 'job_queue_jobs', { queue: jobDefinitions.at(-1)?.name as string, state: 'active' })).toBe(0);
    expect(value(samples, 'gift_card_codes_free', { value_usd: '25' })).toBe(2);
    expect(value(samples, 'gift_card_codes_free', { value_usd: '50' })).toBe(1);
    expect(value(samples, 'database_up')).toBe(1);
    if (testDbKind === 'postgres') {
      expect(value(samples, 'db_pool_max_connections')).toBe(5);
      expect(value(samples, 'db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
    } else {
      expect(value(samples, 'db_pool_connections')).toBeUndefined();
    }
  });

  it("moves a route's histogram count by its pattern, never its path, and counts refusals and mail", async () => {
    const labels = { route: '/api/v1/topics/:id/answers', method: 'GET', status_class: '4xx' };
    const count = (s: Sample[]) => value(s, 'http_request_duration_seconds_count', labels) ?? 0;
    const before = count(await scrape());
    await t.app.inject({ url: '/api/v1/topics/41/answers' });
    await t.app.inject({ url: '/api/v1/topics/42/answers' });
    await t.app.mailer.send({ to: 'someone@example.org', subject: 'Hello', text: 'A test message.' });
    const after = await scrape();
    expect(count(after)).toBe(before + 2);
    expect(after.some((s) => s.labels.route?.includes('41'))).toBe(false);
    expect(value(after, 'http_request_duration_seconds_bucket', { ...labels, le: '+Inf' })).toBe(count(after));
    expect(value(after, 'http_requests_in_flight')).toBe(0);
    expect(value(after, 'mail_sent_total', { transport: 'outbox' })).toBe(1);
    // prom-client's defaults: event-loop lag, heap, GC.
    for (const name of [
      'nodejs_eventloop_lag_p99_seconds',
      'nodejs_heap_size_used_bytes',
      'process_cpu_seconds_total',
    ]) {
      expect(value(after, name), name).toBeGreaterThanOrEqual(0);
    }
  });

  it('serves nothing on the public port, and nothing but GET /metrics on its own', async () => {
    const res = await t.app.inject({ url: '/metrics' });
    expect(res.body).not.toContain('http_request_duration_seconds');
    expect(res.headers['content-type']).not.toMatch(/version=0\.0\.4/);
    expect((await fetch(metricsUrl.replace('/metrics', '/other'))).status).toBe(404);
  });

  it('counts refusals with 429 by route', async () => {
    const port = await freePort();
    const limited = await createTestApp({ METRICS_PORT: String(port), METRICS_HOST: '127.0.0.1', RATE_LIMIT_MAX: '2' });
    try {
      for (let i = 0; i < 4; i++) await limited.app.inject({ url: '/api/v1/specialties' });
      const samples = parsePrometheus(await (await fetch(`http://127.0.0.1:${port}/metrics`)).text());
      expect(value(samples, 'rate_limit_refusals_total', { route: '/api/v1/specialties' })).toBe(2);
    } finally {
      await limited.close();
    }
  });

  it('is off by default, and never on the public port', () => {
    expect(loadConfig({}).metrics).toBeNull();
    expect(loadConfig({ METRICS_PORT: '9464' }).metrics).toEqual({ port: 9464, host: '0.0.0.0' });
    expect(() => loadConfig({ PORT: '3000', METRICS_PORT: '3000' })).toThrow(
      /METRICS_PORT="3000" — expected a port other than PORT/,
    );
    expect(() => loadConfig({ METRICS_PORT: '70000' })).toThrow(/METRICS_PORT/);
  });
});
