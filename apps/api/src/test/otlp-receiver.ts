import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One span as an OTLP/HTTP JSON export sends it, attributes flattened to a plain object. */
export interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId: string | undefined;
  name: string;
  /** OTLP's numbering: 1 internal, 2 server, 3 client, 4 producer, 5 consumer. */
  kind: number;
  attributes: Record<string, unknown>;
  links: { traceId: string; spanId: string }[];
  status: { code?: number };
  service: unknown;
}

interface OtlpValue {
  stringValue?: string;
  intValue?: number | string;
  boolValue?: boolean;
  doubleValue?: number;
}
interface OtlpKeyValue {
  key: string;
  value: OtlpValue;
}
const plainValue = (v: OtlpValue) =>
  v.stringValue ?? (v.intValue !== undefined ? Number(v.intValue) : (v.boolValue ?? v.doubleValue));
const flatten = (list: OtlpKeyValue[] = []) => Object.fromEntries(list.map((a) => [a.key, plainValue(a.value)]));

/**
 * A local OpenTelemetry collector for tests: accepts `POST /v1/traces` in OTLP/HTTP JSON (what
 * @opentelemetry/exporter-trace-otlp-http sends) and keeps every span it was sent.
 */
export async function startOtlpReceiver() {
  const spans: ReceivedSpan[] = [];
  let posts = 0;
  let hanging = false;
  const server = http.createServer((req, res) => {
    // A collector that has stopped answering: the request is read and never answered.
    if (hanging) return;
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/traces') {
        res.writeHead(404).end();
        return;
      }
      posts++;
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      for (const rs of body.resourceSpans ?? []) {
        const service = flatten(rs.resource?.attributes)['service.name'];
        for (const ss of rs.scopeSpans ?? []) {
          for (const s of ss.spans ?? []) {
            spans.push({
              traceId: s.traceId,
              spanId: s.spanId,
              parentSpanId: s.parentSpanId || undefined,
              name: s.name,
              kind: s.kind,
              attributes: flatten(s.attributes),
              links: (s.links ?? []).map((l: { traceId: string; spanId: string }) => ({
                traceId: l.traceId,
                spanId: l.spanId,
              })),
              status: s.status ?? {},
              service,
            });
          }
        }
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    /** For OTEL_EXPORTER_OTLP_ENDPOINT (the exporter appends /v1/traces). */
    url: `http://127.0.0.1:${port}`,
    spans,
    posts: () => posts,
    /** Waits until `find` returns something from the spans received so far. */
    async waitFor<T>(find: (spans: ReceivedSpan[]) => T | undefined, timeoutMs = 15_000): Promise<T> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = find(spans);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no such span among ${spans.map((s) => s.name).join(', ')}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    /** From now on, accept connections but answer nothing (a collector that hangs). */
    hang() {
      hanging = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
