import type * as Library from 'oidc-provider';

/**
 * oidc-provider, loaded without its runtime notice on Node 20.
 *
 * oidc-provider 9 (every 9.x) prints "Unsupported runtime. Use Node.js v22.x LTS" when it is loaded on
 * a Node older than 22 LTS, although it declares no `engines` and runs on Node 20: the product names
 * Node 20.19 or later (README), CI runs every issuer test on Node 20, and the 8.x line that still
 * names Node 20 is an older major of the library that signs members in. On Node 20 LTS ('Iron') that
 * one line, which reads like a fault at every start, is left out; on any other runtime (Node 18, Bun,
 * Deno) it still prints. Moving to Node 22 makes this module a plain re-export.
 */
const NOTICE = 'oidc-provider WARNING: Unsupported runtime.';

const warn = console.warn;
if (process.release.lts === 'Iron') {
  console.warn = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].includes(NOTICE)) return;
    warn.apply(console, args);
  };
}
let library: typeof Library;
try {
  library = await import('oidc-provider');
} finally {
  console.warn = warn;
}

export const { default: Provider, errors, interactionPolicy } = library;
export type Provider = Library.default;
export type { Configuration, KoaContextWithOIDC } from 'oidc-provider';
