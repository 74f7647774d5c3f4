import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { openCpuPool, releaseCpuPool } from '../lib/cpu-pool.js';

/** The worker pool for CPU-heavy work lives as long as the app: its threads end when the app closes. */
export default fp(async function cpuPoolPlugin(app: FastifyInstance) {
  openCpuPool();
  app.addHook('onClose', async () => releaseCpuPool());
});
