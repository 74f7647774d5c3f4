import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { openCpuPool, releaseCpuPool } from '../lib/cpu-pool.js';
import { openOcr, releaseOcr } from '../lib/ocr.js';

/**
 * The worker pool for CPU-heavy work, and the OCR worker (lib/ocr.ts, started by the first image
 * only), live as long as the app: their threads end when the app closes.
 */
export default fp(async function cpuPoolPlugin(app: FastifyInstance) {
  openCpuPool();
  openOcr();
  app.addHook('onClose', async () => {
    await Promise.all([releaseCpuPool(), releaseOcr()]);
  });
});
