import { inject } from 'vitest';

/**
 * The product this browser file drives: global-setup.ts starts one per e2e worker (E2E_WORKERS) and
 * provides them all; a file takes its worker's (VITEST_POOL_ID is 1 to maxWorkers), so two files
 * running at the same time never share demo accounts.
 */
const products = inject('products');
const worker = Number(process.env.VITEST_POOL_ID ?? '1');
const mine = products[(worker - 1) % products.length];
if (!mine) throw new Error('e2e/support/product.ts: global-setup.ts provided no product');

/** `http://localhost:<port>` of this file's product. */
export const baseUrl: string = mine.baseUrl;
/** Its DATA_DIR (mail outbox, server.log). */
export const dataDir: string = mine.dataDir;
