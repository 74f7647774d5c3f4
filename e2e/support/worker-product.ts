import { inject } from 'vitest';

/**
 * Runs before every browser file: points `inject('baseUrl')` and `inject('dataDir')` at the product
 * of the worker the file runs in (VITEST_POOL_ID is 1 to maxWorkers), so two files running at the same
 * time never share demo accounts, and test files keep reading the product the usual way. Vitest has no
 * per-worker `provide`, so this sets the worker's provided values (vitest is pinned, see package.json).
 */
const products = inject('products');
const worker = Number(process.env.VITEST_POOL_ID ?? '1');
const mine = products[(worker - 1) % products.length];
const state = (globalThis as { __vitest_worker__?: { providedContext?: Record<string, unknown> } }).__vitest_worker__;
if (!state?.providedContext) throw new Error('worker-product.ts: vitest no longer exposes the provided values');
state.providedContext.baseUrl = mine.baseUrl;
state.providedContext.dataDir = mine.dataDir;
if (inject('baseUrl') !== mine.baseUrl) throw new Error('worker-product.ts: could not point the file at its product');
