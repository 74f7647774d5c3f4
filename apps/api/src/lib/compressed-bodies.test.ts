import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { BROTLI_OPTIONS, SMALL_BODY_BROTLI_OPTIONS, reusingCompressors } from './compressed-bodies.js';

const body = (seed: string) =>
  Buffer.from(JSON.stringify({ items: Array.from({ length: 2000 }, (_, i) => `${seed}-${i}`) }));

describe('reusingCompressors', () => {
  it('compresses a body once per encoding and gives its bytes again for the same content only', () => {
    const lookups: string[] = [];
    const z = reusingCompressors({ maxEntries: 2, onLookup: (r) => lookups.push(r) });
    const a = body('a');
    const first = z.brotliCompressSync(a);
    expect(z.brotliCompressSync(Buffer.from(a))).toBe(first);
    expect(zlib.brotliDecompressSync(first).equals(a)).toBe(true);
    const gz = z.gzipSync(a);
    expect(zlib.gunzipSync(gz).equals(a)).toBe(true);
    const b = z.brotliCompressSync(body('b'));
    expect(zlib.brotliDecompressSync(b).equals(body('b'))).toBe(true);
    expect(lookups).toEqual(['miss', 'hit', 'miss', 'miss']);
    // Two kept at most: the oldest (a, brotli) went first.
    expect(z.brotliCompressSync(a)).not.toBe(first);
    // Small bodies are not looked up.
    z.deflateSync(Buffer.from('{"small":true}'));
    expect(lookups).toHaveLength(5);
  });

  it('compresses small bodies, which it never keeps, with brotli at a cheaper quality', () => {
    const z = reusingCompressors({ maxEntries: 2 });
    const page = Buffer.from(JSON.stringify({ title: 'Which beta-blocker?', description: 'word '.repeat(200) }));
    const sent = z.brotliCompressSync(page, BROTLI_OPTIONS);
    expect(zlib.brotliDecompressSync(sent).equals(page)).toBe(true);
    expect(sent.equals(zlib.brotliCompressSync(page, SMALL_BODY_BROTLI_OPTIONS))).toBe(true);
    expect(sent.equals(zlib.brotliCompressSync(page, BROTLI_OPTIONS))).toBe(false);
  });
});
