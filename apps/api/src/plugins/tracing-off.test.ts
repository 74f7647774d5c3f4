import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tracing } from '../lib/tracing.js';
import { buildTopic, buildUser } from '../test/factories.js';
import { startOtlpReceiver } from '../test/otlp-receiver.js';
import { type TestApp, createTestApp } from '../test/test-app.js';

/**
 * Issue 26: without OTEL_EXPORTER_OTLP_ENDPOINT tracing is off: the SDK is never loaded, nothing is
 * registered with the OpenTelemetry API, and requests and jobs run as they did before tracing existed.
 * (A file of its own: the SDK, once started, belongs to the whole process.)
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t?.close());

/** Where @opentelemetry/api keeps what is registered (its tracer provider, context manager, propagator). */
const OTEL_GLOBAL = Symbol.for('opentelemetry.js.api.1');
/** What is registered there: none of `trace`, `context`, `propagation`… (its `version` stays once loaded). */
const registeredWithOtel = () =>
  Object.keys((globalThis as Record<symbol, object | undefined>)[OTEL_GLOBAL] ?? {}).filter((k) => k !== 'version');

describe('tracing off', () => {
  it('is off when OTEL_EXPORTER_OTLP_ENDPOINT is unset: no tracing, nothing registered, no trace hooks', async () => {
    expect(t.config.tracing).toBeNull();
    const moderator = await buildUser(t.database.db, { role: 'moderator' });
    const question = await buildTopic(t.database.db, { authorUserId: moderator.id, specialties: ['Cardiology'] });
    const res = await t.app.inject({ url: `/api/v1/topics/${question.id}`, headers: await t.authAs(moderator) });
    expect(res.statusCode).toBe(200);
    const queued = await t.app.jobs.send('campaign-send', { campaignId: 0 });
    expect(queued).toBeTruthy();
    expect(tracing()).toBeNull();
    expect(registeredWithOtel()).toEqual([]);
    // The job is stored as sent: no trace context added to its data.
    const { rows } = await t.database.executeSql('select data from pgboss.job where id = $1', [queued]);
    expect(rows[0].data).toEqual({ campaignId: 0 });
  });

  it('is off again once a traced app of the same process has closed (test files share a worker)', async () => {
    const receiver = await startOtlpReceiver();
    try {
      const traced = await createTestApp({ OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url });
      const health = await traced.app.inject({ url: '/api/health' });
      await receiver.waitFor((spans) =>
        spans.find((s) => s.attributes['http.request.id'] === health.headers['x-request-id']),
      );
      await traced.close();
      expect(tracing()).toBeNull();
      expect(registeredWithOtel()).toEqual([]);

      // The app built before it, and one built after it, trace nothing and store jobs as sent.
      const later = await createTestApp();
      try {
        for (const app of [t, later]) expect((await app.app.inject({ url: '/api/health' })).statusCode).toBe(200);
        const queued = await later.app.jobs.send('campaign-send', { campaignId: 0 });
        const { rows } = await later.database.executeSql('select data from pgboss.job where id = $1', [queued]);
        expect(rows[0].data).toEqual({ campaignId: 0 });
        expect(tracing()).toBeNull();
      } finally {
        await later.close();
      }
    } finally {
      await receiver.close();
    }
  });

  it('reads the endpoint the OTLP way: a base URL gets /v1/traces, a traces URL is used as it is', async () => {
    const { loadConfig } = await import('../config.js');
    expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318/' }).tracing).toEqual({
      tracesUrl: 'http://collector:4318/v1/traces',
      serviceName: 'peer-consults',
    });
    expect(
      loadConfig({
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318',
        OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'https://traces.example.org/otlp',
        OTEL_SERVICE_NAME: 'pc-eu',
      }).tracing,
    ).toEqual({ tracesUrl: 'https://traces.example.org/otlp', serviceName: 'pc-eu' });
    expect(() => loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' })).toThrow(/OTEL_EXPORTER_OTLP_ENDPOINT/);
    // OpenTelemetry's own off switch wins over the endpoint.
    expect(
      loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_SDK_DISABLED: 'true' }).tracing,
    ).toBeNull();
  });
});
