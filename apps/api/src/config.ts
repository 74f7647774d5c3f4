import path from 'node:path';
import { BACKGROUND_PRIORITIES } from './lib/background-priority.js';
import {
  type ConsensusLine,
  DEFAULT_CONSENSUS_LINE,
  DEFAULT_SITE_CONFIG,
  SITE_LINK_VARIABLES,
  type SiteConfig,
  type SiteLinks,
  UPLOAD_MAX_BYTES_DEFAULT,
} from '@pc/contracts';
import { z } from 'zod';

/**
 * Configuration is read once at start and validated; a bad value stops start-up with one line naming
 * the variable and what it expects (see `ConfigError`).
 */
const postgresUrl = z.string().refine((v) => {
  try {
    const u = new URL(v);
    return (u.protocol === 'postgres:' || u.protocol === 'postgresql:') && u.hostname !== '';
  } catch {
    return false;
  }
}, 'a postgres:// or postgresql:// URL with a host, e.g. postgres://user@127.0.0.1:5432/db');

const httpUrl = z.url({ protocol: /^https?$/, error: 'an http:// or https:// URL' });
/** A link of the site: an in-app path such as /support, or an http(s) address elsewhere. */
const siteLink = z
  .string()
  .refine(
    (v) => (v.startsWith('/') && !v.startsWith('//')) || /^https?:\/\/[^\s]+$/.test(v),
    'a path of this site such as /support, or an http:// or https:// URL',
  );
const linkVariables = Object.fromEntries(
  Object.entries(SITE_LINK_VARIABLES).map(([key, name]) => [
    name,
    siteLink.default(DEFAULT_SITE_CONFIG.links[key as keyof SiteLinks]),
  ]),
) as Record<(typeof SITE_LINK_VARIABLES)[keyof SiteLinks], z.ZodDefault<typeof siteLink>>;

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce
    .number({ error: 'a port number from 0 to 65535' })
    .int('a port number from 0 to 65535')
    .min(0, 'a port number from 0 to 65535')
    .max(65535, 'a port number from 0 to 65535')
    .default(3000),
  /**
   * Prometheus metrics (issue 26) on a listener of their own at this port, `GET /metrics`; never on the
   * public port. Unset: no metrics listener, and requests are not timed.
   */
  METRICS_PORT: z.coerce
    .number({ error: 'a port number from 1 to 65535, not PORT' })
    .int('a port number from 1 to 65535, not PORT')
    .min(1, 'a port number from 1 to 65535, not PORT')
    .max(65535, 'a port number from 1 to 65535, not PORT')
    .optional(),
  /** The metrics listener's address; default HOST. 127.0.0.1 keeps it to a scraper on the same machine. */
  METRICS_HOST: z.string().min(1).optional(),
  /**
   * OpenTelemetry tracing (issue 26, docs/ops/tracing.md): the OTLP/HTTP collector's base URL (spans go
   * to `<url>/v1/traces`), or the traces URL itself. Both unset: tracing is off and its SDK never loaded.
   * The SDK reads the other OTEL_* variables (sampler, headers) itself.
   */
  OTEL_EXPORTER_OTLP_ENDPOINT: httpUrl.optional(),
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: httpUrl.optional(),
  OTEL_SERVICE_NAME: z.string().min(1).default('peer-consults'),
  /** OpenTelemetry's switch: `true` keeps tracing off whatever the endpoint says. */
  OTEL_SDK_DISABLED: bool.default(false),
  PUBLIC_URL: httpUrl.optional(),
  DATA_DIR: z.string().min(1, 'a directory path').default('./data'),
  DATABASE_URL: postgresUrl.optional(),
  /**
   * PostgreSQL streaming replicas for the hot reads (comma-separated URLs, issue 27; docs/architecture.md,
   * "Reads on replicas"). Needs DATABASE_URL, the primary. Unset: every read goes to the primary.
   */
  DATABASE_READ_URLS: z
    .string()
    .refine(
      (v) => v.split(',').every((u) => postgresUrl.safeParse(u.trim()).success),
      'comma-separated postgres:// URLs of replicas, e.g. postgres://app@replica-1:5432/db,postgres://app@replica-2:5432/db',
    )
    .optional(),
  /** A replica further behind the primary than this many milliseconds is left out of the reads until it catches up. */
  DATABASE_READ_MAX_LAG_MS: z.coerce
    .number({ error: 'a whole number of milliseconds from 100 to 600000' })
    .int('a whole number of milliseconds from 100 to 600000')
    .min(100, 'a whole number of milliseconds from 100 to 600000')
    .max(600_000, 'a whole number of milliseconds from 100 to 600000')
    .default(5_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO_DATA: bool.default(true),
  SMTP_URL: z
    .string()
    .refine((v) => /^smtps?:\/\//.test(v), 'an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().default('Peer Consults <no-reply@peerconsults.local>'),
  /** Member services' mailbox: named on every page and sign-in page, and where the support form writes. */
  SUPPORT_EMAIL: z.string().default(DEFAULT_SITE_CONFIG.memberServicesEmail),
  ...linkVariables,
  /**
   * More hosts whose addresses cite literature, guidelines or trials (comma-separated host names): a link
   * to them is not taken for a patient identifier, as doi.org, PubMed and ClinicalTrials.gov are not.
   */
  PHI_REFERENCE_HOSTS: z
    .string()
    .refine(
      (v) => v.split(',').every((h) => /^(?:[a-z0-9-]+\.)+[a-z]{2,}$/i.test(h.trim())),
      'comma-separated host names such as guidelines.example.org (no scheme, no path)',
    )
    .optional(),
  /**
   * Literature metadata (issue 24): 'public' looks identifiers up at NCBI E-utilities, Crossref and
   * ClinicalTrials.gov (or the URLs below); 'off' leaves them pending, still shown as links. Tests: off.
   */
  CITATION_RESOLVER: z.enum(['off', 'public']).optional(),
  CITATION_NCBI_URL: httpUrl.default('https://eutils.ncbi.nlm.nih.gov/entrez/eutils'),
  CITATION_CROSSREF_URL: httpUrl.default('https://api.crossref.org'),
  CITATION_CLINICALTRIALS_URL: httpUrl.default('https://clinicaltrials.gov/api/v2'),
  /** How long one lookup may take before the identifier is left unresolved (tried again later). */
  CITATION_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  /** Other sites the redirect route may send members to, besides the links' own (comma-separated origins). */
  REDIRECT_ALLOWED_ORIGINS: z
    .string()
    .refine(
      (v) => v.split(',').every((o) => /^https?:\/\/[^/\s]+$/.test(o.trim())),
      'comma-separated origins such as https://partner.example.org (scheme and host, no path)',
    )
    .optional(),
  OIDC_ISSUER: httpUrl.optional(),
  OIDC_AUDIENCE: z.string().min(1).optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  /** Lifetime of the built-in issuer's access tokens; tests use a few seconds to exercise renewal. */
  OIDC_ACCESS_TOKEN_TTL: z.coerce
    .number({ error: 'a whole number of seconds from 5 to 86400' })
    .int('a whole number of seconds from 5 to 86400')
    .min(5, 'a whole number of seconds from 5 to 86400')
    .max(86400, 'a whole number of seconds from 5 to 86400')
    .default(600),
  /** The oldest access token (by `iat`) the API accepts, whatever its expiry says; default: the TTL above. */
  OIDC_MAX_TOKEN_AGE: z.coerce
    .number({ error: 'a whole number of seconds from 5 to 86400' })
    .int('a whole number of seconds from 5 to 86400')
    .min(5, 'a whole number of seconds from 5 to 86400')
    .max(86400, 'a whole number of seconds from 5 to 86400')
    .optional(),
  /** 32 random bytes, base64: encrypts the built-in issuer's keys at rest; unset: generated into DATA_DIR. */
  KEY_ENCRYPTION_KEY: z
    .string()
    .regex(/^[A-Za-z0-9+/_-]{43}=?$/, '32 random bytes in base64, e.g. the output of `openssl rand -base64 32`')
    .optional(),
  /** Other web-app origins that may sign in through this server's built-in issuer (comma-separated). */
  OIDC_ALLOWED_ORIGINS: z
    .string()
    .refine(
      (v) => v.split(',').every((o) => /^https?:\/\/[^/\s]+$/.test(o.trim())),
      'comma-separated origins such as https://app.example.org (scheme and host, no path)',
    )
    .optional(),
  JOBS_ENABLED: bool.default(true),
  /** `same`: background threads (detector, OCR, faces) at the event loop's CPU priority (lib/background-priority.ts). */
  BACKGROUND_PRIORITY: z.enum(BACKGROUND_PRIORITIES).default('lower'),
  /**
   * How often an instance checks the cron schedules (pg-boss `cronMonitorIntervalSeconds`). Whichever
   * instance checks first in a period sends the due jobs, once per minute for all instances together.
   */
  JOBS_CRON_CHECK_SECONDS: z.coerce.number({ error: 'a whole number' }).int().min(1).max(45).default(30),
  /** Mount `GET bench/floor`, the benchmark's baseline route; only the bench harness turns it on. */
  BENCH_ENABLED: bool.default(false),
  /** Addresses of the reverse proxies allowed to set X-Forwarded-For (comma-separated); unset: none. */
  TRUST_PROXY: z
    .string()
    .regex(/^[0-9a-fA-F.:/,\s]+$/, 'comma-separated proxy IP addresses or CIDR ranges, e.g. 10.0.0.0/8')
    .optional(),
  RATE_LIMIT_MAX: z.coerce.number({ error: 'a whole number' }).int().positive().default(600),
  /**
   * Redis shared by every instance: rate limits, login throttle, sign-in link quota, program link
   * cache. Unset: each process keeps them in memory (one instance).
   */
  REDIS_URL: z
    .string()
    .refine((v) => /^rediss?:\/\/[^\s]+$/.test(v), 'a redis:// or rediss:// URL, e.g. redis://127.0.0.1:6379')
    .optional(),
  /** Unset: off in production (spec §9 'topic programs off in production'), on in the embedded demo. */
  FEATURE_TOPIC_PROGRAMS: bool.optional(),
  FEATURE_REWARDS: bool.default(true),
  /** What a reward pays for an NPI-mapped question, and the '$25 Bonus' members are shown (spec §9). */
  REWARD_VALUE_USD: z.coerce
    .number({ error: 'a whole number of US dollars from 1 to 1000' })
    .int('a whole number of US dollars from 1 to 1000')
    .min(1, 'a whole number of US dollars from 1 to 1000')
    .max(1000, 'a whole number of US dollars from 1 to 1000')
    .default(25),
  /** The gift-card code pool counts as running low below this many unassigned codes. */
  REWARD_CODES_LOW_THRESHOLD: z.coerce
    .number({ error: 'a whole number of codes' })
    .int('a whole number of codes')
    .min(0, 'a whole number of codes')
    .default(20),
  /** How long the sponsored-program lookup is cached in memory (spec §9 program link cache). */
  PROGRAM_LINK_CACHE_MS: z.coerce.number({ error: 'a whole number of milliseconds' }).int().min(0).default(3_600_000),
  /** The diseases and treatment information (Resources) site `GET programs/dti_link` sends members to. */
  RESOURCES_URL: httpUrl.default('https://resources.example.org/'),
  /** The second member app's user directory (`GET app_hc_users`); unset: the built-in directory. */
  APP_HC_DIRECTORY_URL: httpUrl.optional(),
  /** Bearer token the directory adapter sends to APP_HC_DIRECTORY_URL. */
  APP_HC_DIRECTORY_TOKEN: z.string().min(1).optional(),
  /** The largest image `POST uploads/images` accepts, in bytes. */
  UPLOAD_MAX_BYTES: z.coerce
    .number({ error: 'a whole number of bytes from 1024 to 52428800 (50 MB)' })
    .int('a whole number of bytes from 1024 to 52428800 (50 MB)')
    .min(1024, 'a whole number of bytes from 1024 to 52428800 (50 MB)')
    .max(52_428_800, 'a whole number of bytes from 1024 to 52428800 (50 MB)')
    .default(UPLOAD_MAX_BYTES_DEFAULT),
  /** S3-compatible storage for uploaded images; unset: files under DATA_DIR/uploads. */
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'an S3 bucket name (3-63 lower-case letters, digits, dots, hyphens)')
    .optional(),
  /** Default: AWS's endpoint of S3_REGION; set it for other S3-compatible services (path-style URLs). */
  S3_ENDPOINT: httpUrl.optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{2,40}$/, 'a region name such as us-east-1')
    .default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Where the bucket's objects are readable without signing (a CDN or public bucket); unset: the API serves them. */
  S3_PUBLIC_URL: httpUrl.optional(),
  /**
   * The Delphi line a case consensus's leading position must reach (issue 24): its share of assigned
   * answers, and the lower bound of its Wilson 95% interval, as fractions.
   */
  CONSENSUS_LINE_SHARE: z.coerce
    .number({ error: 'a fraction from 0.5 to 1, e.g. 0.75' })
    .min(0.5, 'a fraction from 0.5 to 1, e.g. 0.75')
    .max(1, 'a fraction from 0.5 to 1, e.g. 0.75')
    .default(DEFAULT_CONSENSUS_LINE.share),
  CONSENSUS_LINE_LOWER_BOUND: z.coerce
    .number({ error: 'a fraction from 0 to 1, e.g. 0.66' })
    .min(0, 'a fraction from 0 to 1, e.g. 0.66')
    .max(1, 'a fraction from 0 to 1, e.g. 0.66')
    .default(DEFAULT_CONSENSUS_LINE.lowerBound),
  /** A Sentry-compatible service's DSN: client error reports are forwarded there too; unset: log only. */
  SENTRY_DSN: z
    .string()
    .regex(
      /^https?:\/\/[^@/\s]+@[^/\s]+(\/[^\s]*)?\/\d+\/?$/,
      'a DSN such as https://<public key>@o123.ingest.sentry.io/456',
    )
    .optional(),
});

export type AppConfig = ReturnType<typeof loadConfig>;

/** Where spans go (the OTLP convention: the base URL gets `/v1/traces`, a traces URL is used as is). */
function tracingSettings(e: z.infer<typeof envSchema>) {
  const base = e.OTEL_EXPORTER_OTLP_ENDPOINT?.replace(/\/$/, '');
  const tracesUrl = e.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ?? (base ? `${base}/v1/traces` : undefined);
  return tracesUrl && !e.OTEL_SDK_DISABLED ? { tracesUrl, serviceName: e.OTEL_SERVICE_NAME } : null;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const raw = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'configuration');
    throw new ConfigError(
      `Invalid configuration: ${name}=${JSON.stringify(env[name] ?? '')} — expected ${issue?.message}`,
    );
  }
  const e = parsed.data;
  if (e.OIDC_ISSUER && (!e.OIDC_AUDIENCE || !e.OIDC_CLIENT_ID)) {
    throw new ConfigError(
      'Invalid configuration: OIDC_ISSUER is set — expected OIDC_AUDIENCE and OIDC_CLIENT_ID to be set too',
    );
  }
  const s3Settings = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PUBLIC_URL'] as const;
  const strayS3 = s3Settings.find((name) => e[name] !== undefined);
  if (!e.S3_BUCKET && strayS3) {
    throw new ConfigError(`Invalid configuration: ${strayS3} is set — expected S3_BUCKET to be set too`);
  }
  if (e.S3_BUCKET && (!e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      'Invalid configuration: S3_BUCKET is set — expected S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY to be set too',
    );
  }
  if (e.DATABASE_READ_URLS && !e.DATABASE_URL) {
    throw new ConfigError(
      'Invalid configuration: DATABASE_READ_URLS is set — expected DATABASE_URL (the primary) to be set too',
    );
  }
  if (e.METRICS_PORT !== undefined && e.METRICS_PORT === e.PORT) {
    throw new ConfigError(
      `Invalid configuration: METRICS_PORT=${JSON.stringify(env.METRICS_PORT)} — expected a port other than PORT: metrics are never served on the public port`,
    );
  }
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  // Relative to where the person ran `npm start` (npm sets INIT_CWD), not to the workspace npm runs in.
  const dataDir = path.resolve(env.INIT_CWD ?? process.cwd(), e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    /** Replicas for the hot reads (db/read-replicas.ts); empty: every read on the primary. */
    readReplicas: {
      urls: (e.DATABASE_READ_URLS ?? '')
        .split(',')
        .map((u) => u.trim())
        .filter(Boolean),
      maxLagMs: e.DATABASE_READ_MAX_LAG_MS,
    },
    logLevel: e.LOG_LEVEL,
    metrics: e.METRICS_PORT === undefined ? null : { port: e.METRICS_PORT, host: e.METRICS_HOST ?? e.HOST },
    tracing: tracingSettings(e),
    seedDemoData: e.SEED_DEMO_DATA,
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      supportEmail: e.SUPPORT_EMAIL,
      outboxDir: path.join(dataDir, 'outbox'),
    },
    oidc: {
      /** Unset: the embedded issuer at `${publicUrl}/oidc` signs members in. */
      external: Boolean(e.OIDC_ISSUER),
      issuer: e.OIDC_ISSUER ?? `${publicUrl}/oidc`,
      audience: e.OIDC_AUDIENCE ?? `${publicUrl}/api`,
      clientId: e.OIDC_CLIENT_ID ?? 'peer-consults-web',
      accessTokenTtlSeconds: e.OIDC_ACCESS_TOKEN_TTL,
      /** External issuers choose their own lifetimes: accept up to an hour unless told otherwise. */
      maxTokenAgeSeconds: e.OIDC_MAX_TOKEN_AGE ?? (e.OIDC_ISSUER ? 3600 : e.OIDC_ACCESS_TOKEN_TTL),
      keyEncryptionKey: e.KEY_ENCRYPTION_KEY,
      allowedOrigins: (e.OIDC_ALLOWED_ORIGINS ?? '')
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    },
    jobsEnabled: e.JOBS_ENABLED,
    jobsCronCheckSeconds: e.JOBS_CRON_CHECK_SECONDS,
    benchEnabled: e.BENCH_ENABLED,
    rateLimitMax: e.RATE_LIMIT_MAX,
    redisUrl: e.REDIS_URL,
    trustProxy: e.TRUST_PROXY
      ? e.TRUST_PROXY.split(',')
          .map((a) => a.trim())
          .filter(Boolean)
      : false,
    site: {
      memberServicesEmail: e.SUPPORT_EMAIL,
      links: Object.fromEntries(
        Object.entries(SITE_LINK_VARIABLES).map(([key, name]) => [key, e[name as keyof typeof e]]),
      ) as unknown as SiteLinks,
      redirectAllowedOrigins: (e.REDIRECT_ALLOWED_ORIGINS ?? '')
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    } satisfies SiteConfig,
    phi: {
      referenceHosts: (e.PHI_REFERENCE_HOSTS ?? '')
        .split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
    },
    citations: {
      resolver: e.CITATION_RESOLVER ?? (e.NODE_ENV === 'test' ? 'off' : 'public'),
      ncbiUrl: e.CITATION_NCBI_URL.replace(/\/$/, ''),
      crossrefUrl: e.CITATION_CROSSREF_URL.replace(/\/$/, ''),
      clinicalTrialsUrl: e.CITATION_CLINICALTRIALS_URL.replace(/\/$/, ''),
      timeoutMs: e.CITATION_TIMEOUT_MS,
      /** Crossref's and NCBI's etiquette: say who asks. */
      contactEmail: e.SUPPORT_EMAIL,
    },
    features: { topicPrograms: e.FEATURE_TOPIC_PROGRAMS ?? e.NODE_ENV !== 'production', rewards: e.FEATURE_REWARDS },
    rewards: { valueUsd: e.REWARD_VALUE_USD, codesLowThreshold: e.REWARD_CODES_LOW_THRESHOLD },
    programs: { linkCacheMs: e.PROGRAM_LINK_CACHE_MS, resourcesUrl: e.RESOURCES_URL },
    directory: { url: e.APP_HC_DIRECTORY_URL, token: e.APP_HC_DIRECTORY_TOKEN },
    sentryDsn: e.SENTRY_DSN,
    consensusLine: { share: e.CONSENSUS_LINE_SHARE, lowerBound: e.CONSENSUS_LINE_LOWER_BOUND } satisfies ConsensusLine,
    uploads: {
      maxBytes: e.UPLOAD_MAX_BYTES,
      localDir: path.join(dataDir, 'uploads'),
      s3:
        e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
          ? {
              bucket: e.S3_BUCKET,
              endpoint: (e.S3_ENDPOINT ?? `https://s3.${e.S3_REGION}.amazonaws.com`).replace(/\/$/, ''),
              region: e.S3_REGION,
              accessKeyId: e.S3_ACCESS_KEY_ID,
              secretAccessKey: e.S3_SECRET_ACCESS_KEY,
              publicUrl: e.S3_PUBLIC_URL?.replace(/\/$/, ''),
            }
          : undefined,
    },
  };
}
