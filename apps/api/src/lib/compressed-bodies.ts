import { createHash } from 'node:crypto';
import zlib from 'node:zlib';

/** Smaller bodies go out as they are (app.ts's @fastify/compress and lib/encoded-body.ts alike). */
export const COMPRESS_THRESHOLD = 1024;

/**
 * Brotli's settings for responses: its default quality (11) is for build-time assets, and on a 400 KB
 * thread it costs more CPU than the whole query. Quality 4 compresses about as well as gzip at a
 * fraction of the time.
 */
export const BROTLI_OPTIONS: zlib.BrotliOptions = {
  params: {
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
  },
};

/** Below this a body is compressed every time: looking it up would cost about as much. */
const MIN_BYTES = 8 * 1024;

/**
 * Brotli's settings for those small bodies, compressed anew for every response: quality 2 takes 14 µs
 * where quality 4 takes 33 µs for a question's 1.3 KB page, for 5% more bytes (726 against 694). The
 * larger bodies keep quality 4: they are compressed once per content.
 */
export const SMALL_BODY_BROTLI_OPTIONS: zlib.BrotliOptions = {
  params: { ...BROTLI_OPTIONS.params, [zlib.constants.BROTLI_PARAM_QUALITY]: 2 },
};

type Compress = (body: Buffer, options?: zlib.ZlibOptions | zlib.BrotliOptions) => Buffer;

/**
 * The synchronous compressors `@fastify/compress` calls (its `zlib` option), keeping the compressed
 * bytes of the latest bodies by their content (issue 27). The plugin compresses every response anew,
 * and a cached shared part cannot be sent precompressed: each reader's own values (their marks, their
 * votes) sit inside it, and a deflate or brotli stream cannot have bytes swapped in the middle. But
 * readers with the same own values (no vote on the page, no answer in the feed's list) get the same
 * bytes: those are compressed once. Keyed by a SHA-256 of the body (about 20 µs for a 30 KB page,
 * against about 300 µs for compressing it), so it is right whatever wrote the body; at most
 * `maxEntries` bodies, the least recently used going first. Streams are the plugin's own.
 */
export function reusingCompressors(o: { maxEntries: number; onLookup?: (result: 'hit' | 'miss') => void }) {
  const kept = new Map<string, Buffer>();
  const reusing =
    (encoding: string, compress: Compress, smallOptions?: zlib.BrotliOptions): Compress =>
    (body, options) => {
      if (body.length < MIN_BYTES) return compress(body, smallOptions ?? options);
      const key = encoding + createHash('sha256').update(body).digest('base64');
      const hit = kept.get(key);
      if (hit) {
        kept.delete(key);
        kept.set(key, hit);
        o.onLookup?.('hit');
        return hit;
      }
      o.onLookup?.('miss');
      const compressed = compress(body, options);
      kept.set(key, compressed);
      if (kept.size > o.maxEntries) kept.delete(kept.keys().next().value as string);
      return compressed;
    };
  return {
    brotliCompressSync: reusing('br:', zlib.brotliCompressSync, SMALL_BODY_BROTLI_OPTIONS),
    gzipSync: reusing('gzip:', zlib.gzipSync),
    deflateSync: reusing('deflate:', zlib.deflateSync),
  };
}
