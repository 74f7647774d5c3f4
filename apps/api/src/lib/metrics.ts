import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * Every Prometheus metric of one app, in its own registry: tests build several apps in one process,
 * and prom-client's global registry would refuse the second app's metrics ("already registered").
 * Modules only call `app.metrics.<metric>.inc(...)`; what is computed at scrape time (pool, queues,
 * code pool) is wired in plugins/metrics.ts. Names follow Prometheus conventions: units in the name
 * (`_seconds`, `_total`), labels with bounded values (route patterns, never paths or ids).
 * docs/ops/metrics.md lists them; docs/ops/alerts.yml and the Grafana dashboard use them.
 */
export function createMetrics() {
  const registry = new Registry();
  const registers = [registry];
  return {
    registry,
    httpRequestDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from receiving a request to sending its answer, by route pattern, method and status class.',
      labelNames: ['route', 'method', 'status_class'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    httpRequestsInFlight: new Gauge({
      name: 'http_requests_in_flight',
      help: 'Requests received and not yet answered.',
      registers,
    }),
    rateLimitRefusals: new Counter({
      name: 'rate_limit_refusals_total',
      help: 'Requests refused with 429 (client, route, sign-in link and login-throttle limits), by route pattern.',
      labelNames: ['route'] as const,
      registers,
    }),
    databaseUp: new Gauge({
      name: 'database_up',
      help: 'Whether the database answered a trivial query at scrape time (1) or not (0).',
      registers,
    }),
    dbPoolConnections: new Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL pool connections by state (total, idle); absent on PGlite.',
      labelNames: ['state'] as const,
      registers,
    }),
    dbPoolWaitingClients: new Gauge({
      name: 'db_pool_waiting_clients',
      help: 'Queries waiting for a free PostgreSQL pool connection.',
      registers,
    }),
    dbPoolMaxConnections: new Gauge({
      name: 'db_pool_max_connections',
      help: 'The PostgreSQL pool size (for saturation: total / max).',
      registers,
    }),
    jobQueueJobs: new Gauge({
      name: 'job_queue_jobs',
      help: 'pg-boss jobs per queue and state (created, retry, active, completed, cancelled, failed), at scrape time.',
      labelNames: ['queue', 'state'] as const,
      registers,
    }),
    jobFailures: new Counter({
      name: 'job_failures_total',
      help: "Job runs whose handler threw in this process's workers (pg-boss retries or fails the job).",
      labelNames: ['queue'] as const,
      registers,
    }),
    jobCompletions: new Counter({
      name: 'job_completions_total',
      help: "Job runs that completed in this process's workers.",
      labelNames: ['queue'] as const,
      registers,
    }),
    mailSent: new Counter({
      name: 'mail_sent_total',
      help: 'Messages handed to the SMTP relay or written to the outbox.',
      labelNames: ['transport'] as const,
      registers,
    }),
    mailFailed: new Counter({
      name: 'mail_failed_total',
      help: 'Messages the relay or the outbox refused (the job sending them retries).',
      labelNames: ['transport'] as const,
      registers,
    }),
    mailRetries: new Counter({
      name: 'mail_retries_total',
      help: 'Messages sent again after an earlier attempt failed or went unrecorded, by kind (sign_in_link, notification, campaign, reward, digest).',
      labelNames: ['kind'] as const,
      registers,
    }),
    dbQueryDuration: new Histogram({
      name: 'db_query_duration_seconds',
      help: 'Time of the hot statements (db/statement-timing.ts: feed, question, thread, answer page, answer, rating, search, consensus list), by statement name.',
      labelNames: ['statement'] as const,
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers,
    }),
    dbReads: new Counter({
      name: 'db_reads_total',
      help: 'Hot reads (feeds, threads, search, consensus lists and pages, user lists) by where they went: primary or replica (DATABASE_READ_URLS); a read a replica failed counts again on the primary.',
      labelNames: ['target'] as const,
      registers,
    }),
    dbReplicaLag: new Gauge({
      name: 'db_read_replica_lag_seconds',
      help: 'How far each read replica was behind the primary at its last check; absent while it does not answer.',
      labelNames: ['replica'] as const,
      registers,
    }),
    dbReplicaInUse: new Gauge({
      name: 'db_read_replica_in_use',
      help: 'Whether each read replica takes reads (1) or is left out: down, lagging beyond DATABASE_READ_MAX_LAG_MS, or not a standby (0).',
      labelNames: ['replica'] as const,
      registers,
    }),
    cacheRequests: new Counter({
      name: 'cache_requests_total',
      help: 'Lookups in the shared caches (answer_page, feed, question, program_link, consensus_list, user_total) and of compressed bodies (compressed_body) by result: hit, or miss (read from the database).',
      labelNames: ['cache', 'result'] as const,
      registers,
    }),
    signIns: new Counter({
      name: 'sign_ins_total',
      help: 'Sign-ins at the built-in issuer by method (password, email link) and outcome (succeeded, failed, throttled).',
      labelNames: ['method', 'outcome'] as const,
      registers,
    }),
    phiFindings: new Counter({
      name: 'phi_findings_total',
      help: 'Possible patient identifiers found, by kind, and whether a save was refused for them or a check only listed them.',
      labelNames: ['kind', 'outcome'] as const,
      registers,
    }),
    giftCardCodesFree: new Gauge({
      name: 'gift_card_codes_free',
      help: 'Unassigned gift-card codes per value in US dollars, at scrape time.',
      labelNames: ['value_usd'] as const,
      registers,
    }),
    giftCardRewardsWaiting: new Gauge({
      name: 'gift_card_rewards_waiting',
      help: 'Rewards of closed periods still waiting for a code, per value in US dollars, at scrape time.',
      labelNames: ['value_usd'] as const,
      registers,
    }),
    /** Event-loop lag, heap, GC, CPU, file descriptors: prom-client's defaults, into this registry. */
    collectDefaults: () => collectDefaultMetrics({ register: registry }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

/** The status class label: `2xx` … `5xx`, so a label never takes more than five values. */
export const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** Any other method a client sends is one label value, not one per invented word. */
export const methodLabel = (method: string) => (METHODS.has(method) ? method : 'OTHER');

/** A scrape-time computation shared by scrapes that come within `ms` of each other. */
export function cachedFor<T>(ms: number, compute: () => Promise<T>): () => Promise<T> {
  let last: { at: number; value: Promise<T> } | null = null;
  return () => {
    if (!last || Date.now() - last.at > ms) {
      const value = compute();
      last = { at: Date.now(), value };
      // A failed computation is not kept: the next scrape tries again.
      value.catch(() => {
        last = null;
      });
    }
    return last.value;
  };
}
