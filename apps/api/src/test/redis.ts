import net from 'node:net';
import { Redis } from 'ioredis';

/** The machine's Redis (CI runs on the same machine); tests that need it skip where there is none. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export async function redisReachable(url = TEST_REDIS_URL): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379), timeout: 500 });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/** A connection for a test; keys it writes should carry a prefix of the test's own (`testPrefix`). */
export function testRedis(): Redis {
  return new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: 1 });
}

/** A key prefix no other run shares, so runs never see each other's counters. */
export function testPrefix(name: string): string {
  return `pc-test:${name}:${process.pid}:${Date.now()}:${Math.random().toString(36).slice(2)}:`;
}
