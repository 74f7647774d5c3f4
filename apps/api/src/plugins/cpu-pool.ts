import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { detectorSettings, openCpuPool, releaseCpuPool } from '../lib/cpu-pool.js';
import { openFaces, releaseFaces } from '../lib/faces.js';
import { openOcr, releaseOcr } from '../lib/ocr.js';

/**
 * The worker pool for CPU-heavy work, and the OCR and face workers (lib/ocr.ts, lib/faces.ts, started
 * by the first image only), live as long as the app: their threads end when the app closes. The detector's settings come
 * from the app's configuration.
 */
export default fp(async function cpuPoolPlugin(app: FastifyInstance) {
  openCpuPool();
  openOcr();
  openFaces();
  detectorSettings.referenceHosts = app.config.phi.referenceHosts;
  app.addHook('onClose', async () => {
    detectorSettings.referenceHosts = [];
    await Promise.all([releaseCpuPool(), releaseOcr(), releaseFaces()]);
  });
});
