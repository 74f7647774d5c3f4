import { existsSync } from 'node:fs';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|map|webmanifest)$/;
/** Below this a compressed copy saves less than its headers cost (the server's `threshold` too). */
const MIN_BYTES = 1024;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

/**
 * Writes `<file>.br` (brotli at its best quality) and `<file>.gz` (gzip level 9) beside every text file
 * under `assets/` (index.html is written per request by the server, with the site's configuration), so the server sends them as they are (`preCompressed` in apps/api/src/plugins/spa.ts)
 * instead of compressing each response at a quality fast enough for every request. A copy that is not
 * smaller than the file is not written.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'pc-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const assets = path.join(outDir, 'assets');
      // A failed build has nothing to compress (and its own error to report).
      if (!existsSync(assets)) return;
      const jobs: Promise<void>[] = [];
      for await (const file of files(assets)) {
        if (!COMPRESSIBLE.test(file)) continue;
        jobs.push(
          (async () => {
            if ((await stat(file)).size < MIN_BYTES) return;
            const body = await readFile(file);
            const [br, gz] = await Promise.all([
              brotli(body, {
                params: {
                  [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                  [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
                  [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
                },
              }),
              gzip(body, { level: 9 }),
            ]);
            if (br.length < body.length) await writeFile(`${file}.br`, br);
            if (gz.length < body.length) await writeFile(`${file}.gz`, gz);
          })(),
        );
      }
      await Promise.all(jobs);
    },
  };
}
