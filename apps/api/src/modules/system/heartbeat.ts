import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import { APP_VERSION } from '../../lib/release.js';
import { removeHeartbeat, writeHeartbeat } from './system.queries.js';

/** How often a running instance says it is alive; the page counts it running for a few beats more. */
export const HEARTBEAT_MS = 30_000;

/**
 * Each instance (each app) writes a heartbeat row when ready and every 30 s after, so the system page
 * lists the instances running now with their version and uptime. The timer never keeps the process
 * alive; closing the app stops it and removes the row (an instance that crashes ages out instead).
 */
export function startHeartbeat(app: FastifyInstance): { instanceId: string } {
  const beat = {
    instanceId: randomUUID(),
    hostname: os.hostname(),
    version: APP_VERSION,
    startedAt: new Date(Date.now() - Math.round(process.uptime() * 1000)),
  };
  let timer: NodeJS.Timeout | null = null;
  let closing = false;
  const write = () =>
    writeHeartbeat(app.db, beat).catch((err) => {
      if (!closing) app.log.warn({ err }, 'system: the heartbeat could not be written');
    });
  app.addHook('onReady', async () => {
    await write();
    timer = setInterval(write, HEARTBEAT_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    closing = true;
    if (timer) clearInterval(timer);
    await removeHeartbeat(app.db, beat.instanceId).catch(() => {});
  });
  return { instanceId: beat.instanceId };
}
