import http from 'node:http';
import { ERROR_CODES, JOB_STATES } from '@pc/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HOT_STATEMENTS, type HotStatement, observeStatements } from '../db/statement-timing.js';
import { AppError } from '../lib/errors.js';
import { type Metrics, cachedFor, createMetrics, methodLabel, statusClass } from '../lib/metrics.js';
import { giftCardPoolStatus } from '../modules/rewards/gift-card-pool.js';
import { jobStateCounts } from '../modules/system/system.queries.js';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

/** Scrape-time SQL runs at most this often, however many scrapers ask. */
const SCRAPE_CACHE_MS = 5000;

const counted = new WeakSet<FastifyRequest>();

/**
 * Prometheus metrics (issue 26). `app.metrics` always exists, so modules count without asking; with
 * METRICS_PORT set, requests and the hot statements are timed and `GET /metrics` is served on a listener of its own (never
 * the public port: the numbers describe the business). Pool, job queues and the code pool are read
 * when scraped.
 */
export default fp(
  async function metricsPlugin(app: FastifyInstance, opts: { queues: string[] }) {
    const metrics = createMetrics();
    app.decorate('metrics', metrics);
    // A save refused for possible patient identifiers: the one place every service's findings surface.
    app.addHook('onError', async (_request, _reply, error) => {
      if (!(error instanceof AppError) || error.code !== ERROR_CODES.phiSuspected) return;
      for (const f of (error.extra?.findings ?? []) as { kind: string }[]) {
        metrics.phiFindings.inc({ kind: f.kind, outcome: 'refused' });
      }
    });
    const settings = app.config.metrics;
    if (!settings) return;

    metrics.collectDefaults();
    app.addHook('onRequest', async (request) => {
      counted.add(request);
      metrics.httpRequestsInFlight.inc();
    });
    const done = (request: FastifyRequest) => {
      if (!counted.delete(request)) return;
      metrics.httpRequestsInFlight.dec();
    };
    app.addHook('onRequestAbort', async (request) => done(request));
    app.addHook('onResponse', async (request, reply) => {
      done(request);
      // The route's pattern (`/api/v1/topics/:id`), never the path: one series per route, not per id.
      const route = request.routeOptions.url ?? 'unmatched';
      metrics.httpRequestDuration.observe(
        { route, method: methodLabel(request.method), status_class: statusClass(reply.statusCode) },
        reply.elapsedTime / 1000,
      );
      if (reply.statusCode === 429) metrics.rateLimitRefusals.inc({ route });
    });

    const refresh = cachedFor(SCRAPE_CACHE_MS, () => scrapeTimeValues(app, metrics, opts.queues));
    const server = http.createServer((req, res) => {
      if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: GET /metrics\n');
        return;
      }
      refresh()
        .catch((err) => app.log.warn({ err }, 'metrics: a scrape-time value could not be read'))
        .then(() => metrics.registry.metrics())
        .then(
          (text) => res.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
          () => res.writeHead(500).end(),
        );
    });
    // Every hot statement has its series from the start, so a rate over them never has gaps.
    for (const statement of HOT_STATEMENTS) metrics.dbQueryDuration.zero({ statement });
    app.addHook('onReady', async () => {
      // The database handle is decorated after this plugin: its statements are timed from here on.
      if (app.hasDecorator('db')) {
        const observe = (statement: HotStatement, seconds: number) =>
          metrics.dbQueryDuration.observe({ statement }, seconds);
        // The replicas' handles run the same hot statements (db/read-replicas.ts).
        for (const db of [app.db, ...app.database.reads.handles()]) observeStatements(db, observe);
      }
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(settings.port, settings.host, () => resolve());
      });
      app.log.info({ port: settings.port, host: settings.host }, 'metrics listener on /metrics');
    });
    app.addHook('onClose', async () => {
      if (!server.listening) return;
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    });
  },
  { name: 'metrics' },
);

/** The gauges read when scraped: the pool, the job queues and the gift-card code pool. */
async function scrapeTimeValues(app: FastifyInstance, metrics: Metrics, queues: string[]): Promise<void> {
  metrics.databaseUp.set((await app.database.ping()) ? 1 : 0);
  metrics.dbReplicaLag.reset();
  for (const replica of app.database.reads.status()) {
    metrics.dbReplicaInUse.set({ replica: replica.name }, replica.state === 'in_use' ? 1 : 0);
    if (replica.lagMs !== null) metrics.dbReplicaLag.set({ replica: replica.name }, replica.lagMs / 1000);
  }
  const pool = app.database.poolStats();
  if (pool) {
    metrics.dbPoolConnections.set({ state: 'total' }, pool.total);
    metrics.dbPoolConnections.set({ state: 'idle' }, pool.idle);
    metrics.dbPoolWaitingClients.set(pool.waiting);
    metrics.dbPoolMaxConnections.set(pool.max);
  }
  // The system page reads the same counts (modules/system): every queue pg-boss knows, zeros included.
  const counts = await jobStateCounts(app.database);
  metrics.jobQueueJobs.reset();
  for (const queue of queues) for (const state of JOB_STATES) metrics.jobQueueJobs.set({ queue, state }, 0);
  for (const { queue, counts: byState } of counts) {
    // Queues of no definition (removed jobs, tests) are reported too: their jobs are real.
    for (const state of JOB_STATES) metrics.jobQueueJobs.set({ queue, state }, byState[state]);
  }
  if (app.config.features.rewards) {
    const codePool = await giftCardPoolStatus(app.db, app.config.rewards.codesLowThreshold);
    metrics.giftCardCodesFree.reset();
    metrics.giftCardRewardsWaiting.reset();
    for (const v of codePool.byValue) {
      metrics.giftCardCodesFree.set({ value_usd: String(v.value) }, v.remaining);
      metrics.giftCardRewardsWaiting.set({ value_usd: String(v.value) }, v.waiting);
    }
  }
}
