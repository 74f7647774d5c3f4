import zlib from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { BROTLI_OPTIONS, COMPRESS_THRESHOLD } from './compressed-bodies.js';

/** The encodings kept compressed; any other the client asks for is left to @fastify/compress. */
type Kept = 'br' | 'gzip';

/** @fastify/compress's own order of preference among what a client accepts (Node 20 has no zstd). */
const NEGOTIATED = ['br', 'gzip', 'deflate', 'identity'];
/**
 * A response body that many requests share (the Case Consensuses list), serialised once and compressed
 * at most once per encoding, instead of once per request: for a list of 500 tiles (about 260 KB of
 * JSON) the schema's serialiser and brotli took some 7 ms of CPU each time, a core at 200 req/s. Kept in
 * one process's memory only: it holds Buffers.
 */
export class EncodedBody {
  private readonly compressed = new Map<Kept, Buffer>();

  /** `json` is what the route's response schema made of the value, so nothing unlisted is in it. */
  constructor(readonly json: string) {}

  bytes(encoding: Kept): Buffer {
    let kept = this.compressed.get(encoding);
    if (!kept) {
      kept = encoding === 'br' ? zlib.brotliCompressSync(this.json, BROTLI_OPTIONS) : zlib.gzipSync(this.json);
      this.compressed.set(encoding, kept);
    }
    return kept;
  }
}

/**
 * Sends the body in the encoding @fastify/compress would choose for this request: brotli or gzip
 * from the kept bytes, marked with Content-Encoding (which the plugin leaves alone); otherwise the
 * JSON text, which the plugin then handles as any other response (deflate, identity, x-no-compression).
 */
export function sendEncoded(request: FastifyRequest, reply: FastifyReply, body: EncodedBody) {
  reply.type('application/json; charset=utf-8');
  const accepted = request.headers['accept-encoding'];
  const encoding =
    accepted && body.json.length >= COMPRESS_THRESHOLD && request.headers['x-no-compression'] === undefined
      ? negotiate(accepted.toLowerCase().replace(/\*|x-gzip/gu, 'gzip'), NEGOTIATED)
      : null;
  if (encoding !== 'br' && encoding !== 'gzip') return reply.send(body.json);
  const vary = reply.getHeader('vary');
  if (!/accept-encoding/i.test(String(vary ?? '')))
    reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
  return reply.header('content-encoding', encoding).send(body.bytes(encoding));
}
