import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import PgBoss from 'pg-boss';
import type { Database } from '../db/client.js';
import { JOB_TRACE_KEY, type JobTrace, tracing } from '../lib/tracing.js';

export type JobHandler = (data: any, app: FastifyInstance) => Promise<void>;

export interface JobDefinition {
  name: string;
  handler: JobHandler;
  /** pg-boss cron expression (UTC) for scheduled jobs. */
  cron?: string;
}

export interface Jobs {
  /** Enqueue; a no-op queue in processes that run without workers still stores the job. */
  send(name: string, data: object, options?: PgBoss.SendOptions): Promise<string | null>;
  boss: PgBoss;
  /** Whether this process's workers poll their queues: null when it runs none (JOBS_ENABLED=false). */
  workersRunning(): boolean | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

/**
 * pg-boss on the same database (PGlite through its `db` adapter, or PostgreSQL). Handlers must be
 * idempotent: a job retried after a crash runs again and must not repeat what it already did.
 */
export default fp(
  async function jobsPlugin(
    app: FastifyInstance,
    opts: { database: Database; definitions: JobDefinition[]; workers: boolean; cronCheckSeconds?: number },
  ) {
    const boss = new PgBoss({
      db: { executeSql: (text: string, values?: unknown[]) => opts.database.executeSql(text, values) },
      schema: 'pgboss',
      supervise: opts.workers,
      schedule: opts.workers,
      // Each instance checks the schedules; pg-boss lets one send per minute (a singleton per cron job).
      cronMonitorIntervalSeconds: opts.cronCheckSeconds ?? 30,
      migrate: true,
    });
    boss.on('error', (err) => app.log.error({ err }, 'job queue error'));
    // Processes without workers (tests, one-off scripts) start the queue only when they first send.
    let started: Promise<void> | null = null;
    let working = false;
    const start = () => {
      started ??= (async () => {
        await boss.start();
        for (const def of opts.definitions) await boss.createQueue(def.name);
      })();
      return started;
    };
    app.decorate('jobs', {
      boss,
      async send(name, data, options) {
        await start();
        const traces = tracing();
        if (!traces) return boss.send(name, data, options ?? {});
        // The job keeps the trace context of the request that queued it; its span will link back.
        return traces.send(name, (queued) => boss.send(name, { ...data, [JOB_TRACE_KEY]: queued }, options ?? {}));
      },
      workersRunning: () => (opts.workers ? working : null),
    } satisfies Jobs);

    app.addHook('onReady', async () => {
      if (!opts.workers) return;
      await start();
      for (const def of opts.definitions) {
        await boss.work(def.name, { batchSize: 1 }, async ([job]) => {
          if (!job) return;
          const { [JOB_TRACE_KEY]: queued, ...data } = (job.data ?? {}) as { [JOB_TRACE_KEY]?: JobTrace };
          const traces = tracing();
          try {
            if (traces) await traces.job(def.name, job.id, queued, () => def.handler(data, app));
            else await def.handler(queued === undefined ? job.data : data, app);
          } catch (err) {
            app.metrics.jobFailures.inc({ queue: def.name });
            throw err;
          }
          app.metrics.jobCompletions.inc({ queue: def.name });
        });
        if (def.cron) await boss.schedule(def.name, def.cron, {}, { tz: 'UTC' });
      }
      working = true;
    });
    app.addHook('onClose', async () => {
      working = false;
      if (!started) return;
      // Let a running handler finish (it is idempotent if it cannot), then stop polling.
      await boss.stop({ graceful: true, timeout: 5000, wait: true });
    });
  },
  { name: 'jobs', dependencies: ['db', 'metrics'] },
);
