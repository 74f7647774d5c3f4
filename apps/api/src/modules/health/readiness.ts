import type { DependencyCheck, ReadReplicasCheck, Readiness } from '@pc/contracts';
import type { FastifyInstance } from 'fastify';
import { createObjectStorage } from '../../lib/object-storage.js';
import { latestMigrationMillis } from '../../db/migrate.js';

/** A check that takes longer counts as down: a probe must answer before the balancer's own timeout. */
export const CHECK_TIMEOUT_MS = 2000;
/** The relay and the bucket are asked at most this often: probes every few seconds must not hammer them. */
const DEGRADED_CACHE_MS = 60_000;

type Outcome = { ok: true } | { ok: false; reason: string };
const UP: Outcome = { ok: true };
/** A check that passes when the call does not throw. */
const answers = (call: () => Promise<unknown>) => async (): Promise<Outcome> => {
  await call();
  return UP;
};

async function timed(required: boolean, check: () => Promise<Outcome>): Promise<DependencyCheck> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const outcome = await Promise.race([
    check().catch((err: { code?: string }): Outcome => ({ ok: false, reason: String(err?.code ?? 'error') })),
    new Promise<Outcome>((resolve) => {
      timer = setTimeout(() => resolve({ ok: false, reason: 'timeout' }), CHECK_TIMEOUT_MS);
    }),
  ]);
  clearTimeout(timer);
  const latencyMs = Math.round((performance.now() - started) * 10) / 10;
  return outcome.ok
    ? { status: 'up', latencyMs, required }
    : { status: 'down', latencyMs, required, reason: outcome.reason };
}

/** Keeps a degraded-only check's last result for a while. */
function cached(check: () => Promise<DependencyCheck>): () => Promise<DependencyCheck> {
  let last: { at: number; result: Promise<DependencyCheck> } | null = null;
  return () => {
    if (!last || Date.now() - last.at > DEGRADED_CACHE_MS) last = { at: Date.now(), result: check() };
    return last.result;
  };
}

/**
 * The checks of `/api/health/ready` for one app. Required: the database answers and holds the newest
 * migration (an instance of a newer release must not serve before its migrations ran), Redis when
 * REDIS_URL is set, the job workers when this process runs them. Degraded-only: the SMTP relay and the
 * S3 bucket when configured (mail is queued and retried; uploads answer 503 by themselves).
 */
export function readinessChecks(app: FastifyInstance): () => Promise<Readiness> {
  const latest = latestMigrationMillis();
  const mailer = app.mailer;
  const mail = mailer.verify
    ? cached(() =>
        timed(
          false,
          answers(async () => mailer.verify?.()),
        ),
      )
    : null;
  const s3 = app.config.uploads.s3 ? createObjectStorage(app.config.uploads, () => 'application/octet-stream') : null;
  const storage = s3
    ? cached(() => timed(false, async () => ((await s3.reachable()) ? { ok: true } : { ok: false, reason: 'refused' })))
    : null;

  return async () => {
    const seen: { applied: number | null } = { applied: null };
    const database = await timed(true, async () => {
      const { rows } = await app.database.executeSql(
        'select max(created_at) as last from drizzle.__drizzle_migrations',
      );
      seen.applied = Number(rows[0]?.last ?? 0);
      return { ok: true };
    });
    const { applied } = seen;
    const migrations: DependencyCheck = {
      status: applied !== null && applied >= latest ? 'up' : 'down',
      latencyMs: 0,
      required: true,
    };
    if (migrations.status === 'down') migrations.reason = applied === null ? 'database unreachable' : 'behind';
    const redis = app.redis;
    const workers = app.jobs.workersRunning();
    const checks: Readiness['checks'] = {
      database,
      migrations,
      ...(redis && {
        // Commands fail at once while the connection is not up (no offline queue, plugins/redis.ts):
        // say which state it is in (connecting, reconnecting) rather than a bare error.
        redis: await timed(true, async () =>
          redis.status === 'ready' ? answers(() => redis.ping())() : { ok: false, reason: redis.status },
        ),
      }),
      ...(workers !== null && {
        jobWorkers: { status: workers ? 'up' : 'down', latencyMs: 0, required: true } as const,
      }),
      ...(mail && { mail: await mail() }),
      ...(storage && { objectStorage: await storage() }),
      ...(app.database.reads.hasReplicas && { readReplicas: readReplicas(app) }),
    };
    const ready = Object.values(checks).every((c) => !c.required || c.status === 'up');
    return { status: ready ? 'ready' : 'not_ready', checks };
  };
}

/**
 * The replicas as the background check last saw them (db/read-replicas.ts): asked nothing now, so a
 * probe costs the replicas nothing. Up while one takes reads; down only degrades (the primary reads).
 */
function readReplicas(app: FastifyInstance): ReadReplicasCheck {
  const replicas = app.database.reads.status().map(({ name, state, lagMs }) => ({ name, state, lagMs }));
  const inUse = replicas.some((r) => r.state === 'in_use');
  return {
    status: inUse ? 'up' : 'down',
    latencyMs: 0,
    required: false,
    ...(!inUse && { reason: 'no replica in use: reads go to the primary' }),
    replicas,
  };
}
