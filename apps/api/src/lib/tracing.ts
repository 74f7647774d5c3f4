import type { FastifyInstance } from 'fastify';

/**
 * OpenTelemetry tracing (issue 26, docs/ops/tracing.md), off unless OTEL_EXPORTER_OTLP_ENDPOINT is set.
 * This file is the only one our seams import, and it imports nothing: the SDK (tracing-sdk.ts) is
 * loaded by `startTracing`, so with tracing off no OpenTelemetry code is loaded and every seam costs
 * one check of `active`. Spans are made at our own seams (the HTTP hooks, the database client, the
 * job worker, mail, S3, Redis) rather than by patching modules as they load: they work the same on
 * PGlite and PostgreSQL, under `npm start` and in tests that build the app in-process. Outgoing
 * `fetch` calls are traced by the undici instrumentation, which listens on Node's diagnostics
 * channels and so needs no load order either.
 */

export type SpanKindName = 'internal' | 'client' | 'producer' | 'consumer';
export type SpanAttributes = Record<string, string | number | boolean | undefined>;

export interface SpanOptions {
  kind?: SpanKindName;
  attributes?: SpanAttributes;
  /** Made only inside a traced request or job (database and Redis calls): no root span per poll. */
  requireParent?: boolean;
}

/** What a queued job carries of the request that queued it (W3C trace context, and its request id). */
export interface JobTrace {
  traceparent: string;
  tracestate?: string;
  requestId?: string;
}

export interface TracingSettings {
  /** The OTLP/HTTP traces URL (`<OTEL_EXPORTER_OTLP_ENDPOINT>/v1/traces`). */
  tracesUrl: string;
  serviceName: string;
}

export interface Tracing {
  /** Runs `fn` in a span, the child of the active one. */
  span<T>(name: string, options: SpanOptions, fn: () => Promise<T>): Promise<T>;
  /** Like `span`, but returns `fn`'s own promise (a library's internal calls may not await it). */
  watch<T>(name: string, options: SpanOptions, fn: () => Promise<T>): Promise<T>;
  /** Runs a job's `send` in a producer span and returns what the job stores to link back to it. */
  send<T>(queue: string, fn: (queued: JobTrace) => Promise<T>): Promise<T>;
  /** Runs a job in a consumer span of a trace of its own, linked to the span that queued it. */
  job<T>(queue: string, jobId: string, queued: JobTrace | undefined, fn: () => Promise<T>): Promise<T>;
  /** The server span of every request (route pattern, status, request id). */
  installHttpSpans(app: FastifyInstance, trusted: (address: string | undefined) => boolean): void;
  /** The active span's ids for a log line (`trace_id`, `span_id`), or nothing outside a span. */
  logFields(): Record<string, string>;
  /** Sends the spans still buffered (on close, and in tests). */
  flush(): Promise<void>;
  /**
   * Ends the SDK (buffered spans sent, for at most a bounded wait) and unregisters it from the
   * OpenTelemetry API and the fetch instrumentation: nothing of it stays in the process.
   */
  shutdown(): Promise<void>;
}

/** The key a job's data carries its `JobTrace` under; the worker removes it before the handler runs. */
export const JOB_TRACE_KEY = '_trace';

/** The attribute naming our request id (`X-Request-Id`) on HTTP and job spans. */
export const REQUEST_ID_ATTRIBUTE = 'http.request.id';

let active: Tracing | null = null;
let starting: Promise<Tracing> | null = null;
/** The apps of this process that started tracing and have not closed yet. */
let users = 0;

/** The tracing of this process, or null when it is off. */
export function tracing(): Tracing | null {
  return active;
}

/**
 * Starts the SDK once per process (the tracer provider and context manager are process-wide): a
 * second app in the same process (tests) shares the first one's exporter. Each app that starts it
 * calls `stopTracing` when it closes.
 */
export async function startTracing(settings: TracingSettings): Promise<Tracing> {
  starting ??= import('./tracing-sdk.js').then((sdk) => {
    active = sdk.createTracing(settings);
    return active;
  });
  const started = await starting;
  users++;
  return started;
}

/**
 * An app that started tracing has closed. The last one shuts the SDK down, so the process holds no
 * tracing afterwards: an app built later in the same process (test files share a worker) runs with
 * tracing off unless its own configuration starts it again.
 */
export async function stopTracing(): Promise<void> {
  if (!starting) return;
  const started = await starting;
  users = Math.max(0, users - 1);
  if (users > 0) return;
  active = null;
  starting = null;
  await started.shutdown();
}

/**
 * pino's `mixin` while tracing is on (app.ts adds it only then): each log line written inside a request
 * or job names its trace, so a log line leads to the trace and back.
 */
export function traceLogFields(): Record<string, string> {
  return active ? active.logFields() : {};
}

/** `fn` in a span when tracing is on; `fn` itself otherwise. */
export function traced<T>(name: string, options: SpanOptions, fn: () => Promise<T>): Promise<T> {
  return active ? active.span(name, options, fn) : fn();
}

/** A database statement's span, named by its first keyword (`select`, `insert`…); no values, only the text. */
export function tracedQuery<T>(text: unknown, fn: () => Promise<T>): Promise<T> {
  if (!active) return fn();
  const sql = typeof text === 'string' ? text : String((text as { text?: unknown } | null)?.text ?? '');
  const operation = /^\s*([A-Za-z]+)/.exec(sql)?.[1]?.toLowerCase() ?? 'query';
  return active.span(
    operation,
    {
      kind: 'client',
      requireParent: true,
      attributes: {
        'db.system.name': 'postgresql',
        'db.operation.name': operation,
        // Parameterised text ($1, $2…): the values, which may be personal, are never recorded.
        'db.query.text': sql.length > 2000 ? `${sql.slice(0, 2000)}…` : sql,
      },
    },
    fn,
  );
}
