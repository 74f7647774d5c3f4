import type { FastifyReply } from 'fastify';
import { newNonce, pageCsp } from './layout.js';

/**
 * Sends one of the issuer's HTML pages with its own strict Content-Security-Policy (replacing the
 * app-wide one for this response) and no caching: the pages carry one-time state.
 */
export function sendPage(
  reply: FastifyReply,
  status: number,
  render: (nonce: string) => string,
  formOrigins: string[] = [],
): FastifyReply {
  const nonce = newNonce();
  return reply
    .code(status)
    .header('content-security-policy', pageCsp({ nonce, formOrigins }))
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(render(nonce));
}
