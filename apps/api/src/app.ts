import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import middie from '@fastify/middie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.js';
import type { Database } from './db/client.js';
import { withLogSafety } from './lib/log-safety.js';
import { REQUEST_ID_HEADER, requestIdGenerator, trustedSenders } from './lib/request-id.js';
import { startTracing, stopTracing, traceLogFields } from './lib/tracing.js';
import type { Mailer } from './mail/mailer.js';
import healthRoutes from './modules/health/health.routes.js';
import type { TokenVerifier } from './modules/identity/token-verifier.js';
import { apiModules, jobDefinitions } from './modules/index.js';
import { createFeedCache } from './modules/topics/feed-cache.js';
import { createQuestionCache } from './modules/topics/question-cache.js';
import authGuard from './plugins/auth-guard.js';
import bearerTokenPlugin from './plugins/bearer-token.js';
import dbPlugin from './plugins/db.js';
import errorsPlugin from './plugins/errors.js';
import gracefulClose from './plugins/graceful-close.js';
import cpuPoolPlugin from './plugins/cpu-pool.js';
import inputGuard from './plugins/input-guard.js';
import jobsPlugin from './plugins/jobs.js';
import mailPlugin from './plugins/mail.js';
import metricsPlugin from './plugins/metrics.js';
import { BROTLI_OPTIONS, COMPRESS_THRESHOLD, reusingCompressors } from './lib/compressed-bodies.js';
import rateLimitPlugin from './plugins/rate-limit.js';
import redisPlugin from './plugins/redis.js';
import openapiPlugin from './plugins/openapi.js';
import permissionsPolicy from './plugins/permissions-policy.js';
import spaPlugin from './plugins/spa.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

export const webDistDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

export interface AppDependencies {
  config: AppConfig;
  database: Database;
  mailer: Mailer;
  verifier: TokenVerifier;
  /** Run pg-boss workers in this process (default: config.jobsEnabled). */
  workers?: boolean;
  /** Close the database when the app closes (the server does; tests that share one do not). */
  ownsDatabase?: boolean;
  logger?: boolean | object;
  /** Extra plugins registered after the core ones, e.g. the embedded OIDC issuer. */
  extensions?: ((app: FastifyInstance) => Promise<void>)[];
}

/** Builds the whole server without listening: external plugins, then ours, then routes. */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config } = deps;
  // No personal data or request bodies in logs: failed queries' values, query strings (log-safety.ts).
  const logger = withLogSafety(deps.logger ?? { level: config.logLevel }, config.logLevel);
  const app = Fastify({
    // With tracing on, each line written inside a request or job carries its trace_id and span_id.
    logger: logger && config.tracing ? { ...logger, mixin: traceLogFields } : logger,
    // Only named proxies may set the client address: per-address limits must not be spoofable.
    trustProxy: config.trustProxy,
    // Our generator decides whether the incoming X-Request-Id is believed (lib/request-id.ts).
    requestIdHeader: false,
    genReqId: requestIdGenerator(config.trustProxy),
    bodyLimit: 1_048_576,
    ajv: { customOptions: { coerceTypes: 'array' } },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  // First of all hooks: every answer, a rate limit's or a guard's refusal too, names its request.
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  // Tracing (OTEL_EXPORTER_OTLP_ENDPOINT): the server span opens before any other hook runs, so the
  // guards' Redis calls and every query are its children. Off: the SDK is never loaded (lib/tracing.ts).
  if (config.tracing) {
    const tracing = await startTracing(config.tracing);
    tracing.installHttpSpans(app, trustedSenders(config.trustProxy));
    app.addHook('onClose', stopTracing);
  }

  // Before everything else too: the in-flight gauge and the duration histogram see every request.
  await app.register(metricsPlugin, { queues: jobDefinitions.map((d) => d.name) });

  // External plugins.
  const issuerOrigin = new URL(config.oidc.issuer).origin;
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        'connect-src': ["'self'", issuerOrigin],
        'form-action': ["'self'", issuerOrigin],
        'img-src': ["'self'", 'data:', 'https:'],
        'upgrade-insecure-requests': null,
      },
    },
  });
  await app.register(permissionsPolicy);
  await app.register(compress, {
    threshold: COMPRESS_THRESHOLD,
    // Bodies up to 128 KB (a thread page, the feed: about 30 KB) are compressed in one synchronous
    // call, not through a zlib stream on the thread pool, whose setup and hand-offs cost four times
    // the compression itself: 0.7 of the 2 ms of server CPU a feed request took (bench/README.md).
    // The plugin's default ceiling on two cores is 8 KB; larger bodies still stream.
    syncThreshold: 128 * 1024,
    // The same body (a thread page or feed another reader with the same own values just got) is
    // compressed once: lib/compressed-bodies.ts.
    zlib: reusingCompressors({
      maxEntries: 256,
      onLookup: (result) => app.metrics.cacheRequests.inc({ cache: 'compressed_body', result }),
    }),
    brotliOptions: BROTLI_OPTIONS,
  });
  await app.register(redisPlugin, { url: config.redisUrl, databaseUrl: config.databaseUrl });
  await app.register(bearerTokenPlugin, { verifier: deps.verifier });
  await app.register(rateLimitPlugin, { max: config.rateLimitMax });
  await app.register(middie);
  await app.register(openapiPlugin);

  // Ours.
  await app.register(gracefulClose);
  await app.register(errorsPlugin);
  await app.register(inputGuard);
  await app.register(cpuPoolPlugin);
  await app.register(dbPlugin, { database: deps.database, closeOnShutdown: deps.ownsDatabase ?? true });
  await app.register(mailPlugin, { mailer: deps.mailer });
  await app.register(authGuard, { external: config.oidc.external });
  await app.register(jobsPlugin, {
    database: deps.database,
    definitions: jobDefinitions,
    workers: deps.workers ?? config.jobsEnabled,
    cronCheckSeconds: config.jobsCronCheckSeconds,
  });
  for (const extension of deps.extensions ?? []) await extension(app);

  // What several modules read: the shared feed lists (the feed, and the thread page's unseen mark).
  app.decorate('feedCache', createFeedCache(app));
  app.decorate('questionCache', createQuestionCache(app));

  // Routes.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
  });
  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(
    async (api) => {
      for (const module of apiModules) await api.register(module);
    },
    { prefix: '/api/v1' },
  );
  await app.register(spaPlugin, { root: webDistDir });
  return app;
}
