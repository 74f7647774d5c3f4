import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import net from 'node:net';

/** What an incoming id may look like: a UUID, a balancer's hex or dotted id; nothing a log reader must escape. */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{1,128}$/;
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * Whether an address is one of TRUST_PROXY's (the same list Fastify's `trustProxy` is given). A
 * `::ffff:10.0.0.1` socket address is the IPv4 one. No list: nobody is trusted (`true`, Fastify's
 * trust-everyone, is never configured but keeps its meaning).
 */
export function trustedSenders(trustProxy: string[] | boolean): (address: string | undefined) => boolean {
  if (trustProxy === true) return () => true;
  if (!trustProxy || trustProxy.length === 0) return () => false;
  const list = new net.BlockList();
  for (const entry of trustProxy) {
    const [address = '', bits] = entry.split('/');
    const type = net.isIPv6(address) ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return (address) => {
    if (!address) return false;
    const plain = address.startsWith('::ffff:') && net.isIPv4(address.slice(7)) ? address.slice(7) : address;
    return list.check(plain, net.isIPv6(plain) ? 'ipv6' : 'ipv4');
  };
}

/**
 * Fastify's `genReqId`: the proxy's `X-Request-Id` when the socket's peer is a trusted proxy and the id is
 * well-formed, so one id follows a request from the balancer through our logs; else a new UUID (ids
 * must not repeat across instances, which Fastify's per-process counter would).
 */
export function requestIdGenerator(trustProxy: string[] | boolean): (raw: IncomingMessage) => string {
  const trusted = trustedSenders(trustProxy);
  return (raw) => {
    const incoming = raw.headers[REQUEST_ID_HEADER];
    if (typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming) && trusted(raw.socket?.remoteAddress)) {
      return incoming;
    }
    return randomUUID();
  };
}
