import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { openTestDatabase } from '../test/test-app.js';
import jobsPlugin from './jobs.js';
import metricsPlugin from './metrics.js';

/** Issue 26: a job whose handler throws moves `job_failures_total` of its queue; one that works, completions. */
let database: Database;
let drop: () => Promise<void>;
const app = Fastify();
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  app.decorate('config', loadConfig({ NODE_ENV: 'test' }));
  await app.register(metricsPlugin, { queues: [] });
  // The jobs plugin needs the db plugin's name only; the database is handed to it directly.
  await app.register(fp(async () => {}, { name: 'db' }));
  await app.register(jobsPlugin, {
    database,
    workers: true,
    definitions: [
      {
        name: 'metrics-probe-fails',
        handler: async () => {
          throw new Error('a failing job for the test');
        },
      },
      { name: 'metrics-probe-works', handler: async () => {} },
    ],
  });
  await app.ready();
}, 60_000);
afterAll(async () => {
  await app.close();
  await database?.close();
  await drop?.();
});

const counterOf = async (metric: 'jobFailures' | 'jobCompletions', queue: string) =>
  (await app.metrics[metric].get()).values.find((v) => v.labels.queue === queue)?.value ?? 0;

describe('job metrics', () => {
  it('counts a failed run and a completed one per queue', async () => {
    expect(app.jobs.workersRunning()).toBe(true);
    await app.jobs.send('metrics-probe-fails', {}, { retryLimit: 0 });
    await app.jobs.send('metrics-probe-works', {});
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline) {
      if (
        (await counterOf('jobFailures', 'metrics-probe-fails')) > 0 &&
        (await counterOf('jobCompletions', 'metrics-probe-works')) > 0
      )
        break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(await counterOf('jobFailures', 'metrics-probe-fails')).toBe(1);
    expect(await counterOf('jobCompletions', 'metrics-probe-works')).toBe(1);
    expect(await counterOf('jobFailures', 'metrics-probe-works')).toBe(0);
  }, 30_000);
});
