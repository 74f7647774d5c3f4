import http from 'node:http';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';

/** One request a scenario sends; scenarios hand out a fresh one per call (rotating ids, tokens, bodies). */
export interface BenchRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface LoadResult {
  mode: 'concurrency' | 'rate';
  /** Connections (concurrency mode) or the most sockets the paced client may open (rate mode). */
  connections: number;
  /** Requests per second asked for (rate mode only). */
  targetRate: number | null;
  durationS: number;
  requests: number;
  reqPerSec: number;
  /** Milliseconds; null when no request was answered within the run. */
  p50: number | null;
  p95: number | null;
  p99: number | null;
  max: number | null;
  /** Responses that were not 2xx, and requests that failed or timed out; none are in the latencies. */
  non2xx: number;
  errors: number;
  statusCodes: Record<string, number>;
}

export function percentile(sorted: Float64Array, p: number): number | null {
  if (sorted.length === 0) return null;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1));
  return sorted[i]!;
}

function summarise(
  mode: LoadResult['mode'],
  connections: number,
  targetRate: number | null,
  elapsedMs: number,
  latencies: number[],
  statusCodes: Record<string, number>,
  errors: number,
): LoadResult {
  const sorted = Float64Array.from(latencies).sort();
  const non2xx = Object.entries(statusCodes)
    .filter(([code]) => !code.startsWith('2'))
    .reduce((a, [, n]) => a + n, 0);
  const round = (n: number) => Math.round(n * 100) / 100;
  const ms = (n: number | null) => (n === null ? null : round(n));
  return {
    mode,
    connections,
    targetRate,
    durationS: round(elapsedMs / 1000),
    requests: sorted.length,
    reqPerSec: round(sorted.length / (elapsedMs / 1000)),
    p50: ms(percentile(sorted, 0.5)),
    p95: ms(percentile(sorted, 0.95)),
    p99: ms(percentile(sorted, 0.99)),
    max: ms(percentile(sorted, 1)),
    non2xx,
    errors,
    statusCodes,
  };
}

/**
 * Closed loop with autocannon: `connections` keep one request in flight each for `durationS` seconds
 * (or until `amount` requests, for scenarios whose data is finite). Latencies are taken from every
 * response (autocannon's own summary has no p95); only 2xx responses count as served requests.
 */
export function runConcurrency(o: {
  baseUrl: string;
  connections: number;
  durationS: number;
  amount?: number;
  next: () => BenchRequest;
}): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const latencies: number[] = [];
    const statusCodes: Record<string, number> = {};
    const started = performance.now();
    const instance = autocannon(
      {
        url: o.baseUrl,
        connections: o.connections,
        ...(o.amount ? { amount: o.amount } : { duration: o.durationS }),
        timeout: 30,
        requests: [{ setupRequest: (request) => ({ ...request, ...o.next() }) }],
      },
      (err, result) => {
        clearTimeout(deadline);
        if (err) return reject(err);
        resolve(
          summarise(
            'concurrency',
            o.connections,
            null,
            performance.now() - started,
            latencies,
            statusCodes,
            result.errors,
          ),
        );
      },
    );
    // A bounded run even when `amount` is used: never longer than the scenario's duration.
    const deadline = setTimeout(() => instance.stop(), o.durationS * 1000);
    instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
      statusCodes[status] = (statusCodes[status] ?? 0) + 1;
      if (status >= 200 && status < 300) latencies.push(ms);
    });
  });
}

/**
 * Open loop at a fixed rate: request i is due at start + i/rate whether or not earlier ones have been
 * answered, and its latency counts from when it was due, so a slow server cannot hide its queue
 * (coordinated omission). autocannon's `overallRate` is not used here because it sends each
 * connection's share as a burst at the start of every second and then waits, which measures bursts.
 */
export function runRate(o: {
  baseUrl: string;
  rate: number;
  durationS: number;
  maxSockets: number;
  next: () => BenchRequest;
}): Promise<LoadResult> {
  const url = new URL(o.baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: o.maxSockets });
  const total = Math.max(1, Math.floor(o.rate * o.durationS));
  const latencies: number[] = [];
  const statusCodes: Record<string, number> = {};
  let errors = 0;
  let finished = 0;
  let sent = 0;
  const start = performance.now();
  return new Promise((resolve) => {
    let settled = false;
    const finish = () => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      agent.destroy();
      resolve(
        summarise(
          'rate',
          o.maxSockets,
          o.rate,
          performance.now() - start,
          latencies,
          statusCodes,
          errors + (total - finished),
        ),
      );
    };
    // Requests still queued long after the run are abandoned and counted as errors: the run stays bounded.
    const deadline = setTimeout(finish, (o.durationS + 30) * 1000);
    const done = () => {
      finished++;
      if (finished === total) finish();
    };
    const fire = (i: number) => {
      const due = start + (i * 1000) / o.rate;
      const r = o.next();
      const req = http.request(
        {
          agent,
          host: url.hostname,
          port: url.port,
          method: r.method,
          path: r.path,
          headers: r.headers,
          timeout: 30_000,
        },
        (res) => {
          res.resume();
          res.on('end', () => {
            const status = res.statusCode ?? 0;
            statusCodes[status] = (statusCodes[status] ?? 0) + 1;
            if (status >= 200 && status < 300) latencies.push(performance.now() - due);
            done();
          });
        },
      );
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', () => {
        errors++;
        done();
      });
      req.end(r.body);
    };
    const tick = () => {
      if (settled) return;
      const now = performance.now();
      while (sent < total && start + (sent * 1000) / o.rate <= now) fire(sent++);
      if (sent < total) setTimeout(tick, 1);
    };
    tick();
  });
}
