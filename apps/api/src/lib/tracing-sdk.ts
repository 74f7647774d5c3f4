import {
  type Attributes,
  type Context,
  context,
  createContextKey,
  type Link,
  propagation,
  ROOT_CONTEXT,
  type Span,
  SpanKind,
  SpanStatusCode,
  trace,
} from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { defaultResource, detectResources, envDetector, resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { ATTR_SERVICE_NAME, ATTR_SERVICE_VERSION } from '@opentelemetry/semantic-conventions';
import type { FastifyRequest } from 'fastify';
import {
  REQUEST_ID_ATTRIBUTE,
  type SpanAttributes,
  type SpanKindName,
  type Tracing,
  type TracingSettings,
} from './tracing.js';
import { APP_VERSION } from './release.js';

/** Loaded only when tracing is on (lib/tracing.ts): the SDK, its exporter and the fetch instrumentation. */

const FLUSH_ON_CLOSE_MS = 2000;
const KINDS: Record<SpanKindName, SpanKind> = {
  internal: SpanKind.INTERNAL,
  client: SpanKind.CLIENT,
  producer: SpanKind.PRODUCER,
  consumer: SpanKind.CONSUMER,
};
/** The request id rides in the context too, so a job queued by the request can name it. */
const REQUEST_ID = createContextKey('peer-consults.request-id');

/** Waits for `work` (a flush or the shutdown) at most FLUSH_ON_CLOSE_MS; its failure is not ours to report. */
async function withinFlushLimit(work: Promise<void>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, FLUSH_ON_CLOSE_MS);
  });
  await Promise.race([work.catch(() => {}), late]);
  clearTimeout(timer);
}

function attributesOf(attributes: SpanAttributes | undefined): Attributes {
  const out: Attributes = {};
  for (const [k, v] of Object.entries(attributes ?? {})) if (v !== undefined) out[k] = v;
  return out;
}

/**
 * A failed span says what kind of error, never its message: a database or mail error's text may quote
 * the values it refused (an email address, a name), and traces leave for another system.
 */
function markFailed(span: Span, err: unknown) {
  const e = err as { code?: unknown; name?: unknown } | null;
  const type = typeof e?.code === 'string' ? e.code : typeof e?.name === 'string' ? e.name : 'Error';
  span.setAttribute('error.type', type);
  span.setStatus({ code: SpanStatusCode.ERROR, message: type });
}

export function createTracing(settings: TracingSettings): Tracing {
  const resource = defaultResource()
    .merge(detectResources({ detectors: [envDetector] }))
    .merge(resourceFromAttributes({ [ATTR_SERVICE_NAME]: settings.serviceName, [ATTR_SERVICE_VERSION]: APP_VERSION }));
  // The sampler comes from OTEL_TRACES_SAMPLER / _ARG (default: parent-based, always on).
  const provider = new NodeTracerProvider({
    resource,
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url: settings.tracesUrl }))],
  });
  // The AsyncLocalStorage context manager and the W3C trace-context propagator, process-wide.
  provider.register();
  const unregisterInstrumentations = registerInstrumentations({
    tracerProvider: provider,
    // Outgoing fetch (S3, the OIDC issuer, citation services) inside a traced request or job.
    instrumentations: [new UndiciInstrumentation({ requireParentforSpans: true })],
  });
  const tracer = provider.getTracer('peer-consults', APP_VERSION);

  function inSpan<T>(
    name: string,
    kind: SpanKind,
    attributes: Attributes,
    parent: Context,
    fn: () => Promise<T>,
    links?: Link[],
  ) {
    return tracer.startActiveSpan(name, { kind, attributes, links }, parent, async (span) => {
      try {
        return await fn();
      } catch (err) {
        markFailed(span, err);
        throw err;
      } finally {
        span.end();
      }
    });
  }

  const spans = new WeakMap<FastifyRequest, Span>();
  const endRequestSpan = (request: FastifyRequest, status: number | null) => {
    const span = spans.get(request);
    if (!span) return;
    spans.delete(request);
    if (status === null) {
      span.setStatus({ code: SpanStatusCode.ERROR, message: 'aborted' });
    } else {
      span.setAttribute('http.response.status_code', status);
      // A refusal (4xx) is the server working; only a 5xx is the server's failure.
      if (status >= 500) {
        span.setAttribute('error.type', String(status));
        span.setStatus({ code: SpanStatusCode.ERROR });
      }
    }
    span.end();
  };

  return {
    span(name, options, fn) {
      const parent = context.active();
      if (options.requireParent && !trace.getSpan(parent)) return fn();
      return inSpan(name, KINDS[options.kind ?? 'internal'], attributesOf(options.attributes), parent, fn);
    },

    watch(name, options, fn) {
      const parent = context.active();
      if (options.requireParent && !trace.getSpan(parent)) return fn();
      const span = tracer.startSpan(
        name,
        { kind: KINDS[options.kind ?? 'internal'], attributes: attributesOf(options.attributes) },
        parent,
      );
      const result = context.with(trace.setSpan(parent, span), fn);
      result.then(
        () => span.end(),
        (err) => {
          markFailed(span, err);
          span.end();
        },
      );
      return result;
    },

    send(queue, fn) {
      const parent = context.active();
      const attributes = {
        'messaging.system': 'pg-boss',
        'messaging.operation.type': 'send',
        'messaging.destination.name': queue,
      };
      return inSpan(`send ${queue}`, SpanKind.PRODUCER, attributes, parent, () => {
        const carrier: Record<string, string> = {};
        propagation.inject(context.active(), carrier);
        const requestId = parent.getValue(REQUEST_ID) as string | undefined;
        return fn({ traceparent: carrier.traceparent ?? '', tracestate: carrier.tracestate, requestId });
      });
    },

    job(queue, jobId, queued, fn) {
      const links: Link[] = [];
      if (queued?.traceparent) {
        const sender = trace.getSpanContext(propagation.extract(ROOT_CONTEXT, queued));
        if (sender) links.push({ context: sender });
      }
      const attributes = attributesOf({
        'messaging.system': 'pg-boss',
        'messaging.operation.type': 'process',
        'messaging.destination.name': queue,
        'messaging.message.id': jobId,
        [REQUEST_ID_ATTRIBUTE]: queued?.requestId,
      });
      // A trace of its own: the job runs later, often long after the request's trace has ended.
      return inSpan(`process ${queue}`, SpanKind.CONSUMER, attributes, ROOT_CONTEXT, fn, links);
    },

    installHttpSpans(app, trusted) {
      app.addHook('onRequest', (request, _reply, done) => {
        // A trusted balancer's traceparent continues its trace; anyone else's would let a client
        // choose our trace ids (and the sampling decision), so it starts a new one.
        const parent = trusted(request.raw.socket?.remoteAddress)
          ? propagation.extract(ROOT_CONTEXT, request.headers)
          : ROOT_CONTEXT;
        const route = request.routeOptions.url;
        const span = tracer.startSpan(
          route ? `${request.method} ${route}` : request.method,
          {
            kind: SpanKind.SERVER,
            attributes: attributesOf({
              'http.request.method': request.method,
              'http.route': route,
              // The path only: query strings may hold personal data (lib/log-safety.ts).
              'url.path': request.url.split('?')[0],
              [REQUEST_ID_ATTRIBUTE]: request.id,
            }),
          },
          parent,
        );
        const ctx = trace.setSpan(parent, span).setValue(REQUEST_ID, request.id);
        spans.set(request, span);
        // Everything after this hook runs in the span's context, the handler too: Fastify parses a body
        // that arrives later in an AsyncResource of the request (tracing.test.ts sends one late).
        context.with(ctx, done);
      });
      app.addHook('onResponse', (request, reply, done) => {
        endRequestSpan(request, reply.statusCode);
        done();
      });
      app.addHook('onRequestAbort', (request, done) => {
        endRequestSpan(request, null);
        done();
      });
      // The spans still buffered go out at shutdown, but a collector that does not answer must not hold
      // the shutdown past its deadline (server.ts): they are dropped after FLUSH_ON_CLOSE_MS.
      app.addHook('onClose', () => withinFlushLimit(provider.forceFlush()));
    },

    logFields(): Record<string, string> {
      const ids = trace.getSpanContext(context.active());
      return ids ? { trace_id: ids.traceId, span_id: ids.spanId } : {};
    },

    flush: () => provider.forceFlush(),

    async shutdown() {
      await withinFlushLimit(provider.shutdown());
      unregisterInstrumentations();
      trace.disable();
      context.disable();
      propagation.disable();
    },
  };
}
