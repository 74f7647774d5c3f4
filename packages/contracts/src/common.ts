import { z } from 'zod';
import { MAX_ROW_ID, MESSAGES } from './constants.js';

/** Every id a request carries goes through one of the schemas below, so none reaches a query unbounded. */
/** A row id in a JSON body. */
export const rowIdSchema = z.number().int().positive().max(MAX_ROW_ID);
/** A row id a form must fill in: 'Required' when missing or not a valid id. */
export const requiredRowIdSchema = z
  .number({ error: MESSAGES.required })
  .int({ error: MESSAGES.required })
  .positive({ error: MESSAGES.required })
  .max(MAX_ROW_ID, { error: MESSAGES.required });
/** A row id in a path or query string. */
export const rowIdParam = z.coerce.number().int().positive().max(MAX_ROW_ID);
/**
 * A page number in a query string. No list holds more rows than ids exist, so no page lies beyond
 * MAX_ROW_ID; the bound keeps `(page - 1) * count` an exact number for the query's offset.
 */
export const pageNumberParam = z.coerce.number().int().min(1).max(MAX_ROW_ID).default(1);

export const idParamSchema = z.object({ id: rowIdParam });

export const healthSchema = z.object({
  /** 'unavailable' (with status 503) while the database does not answer: a load balancer takes the node out. */
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['pglite', 'postgres']),
  /** Whether the database answered this check; `lastConnectionLossAt` says when a connection last dropped. */
  databaseReachable: z.boolean(),
  lastConnectionLossAt: z.string().nullable(),
  schemaVersion: z.string(),
  version: z.string(),
});
export type Health = z.infer<typeof healthSchema>;

/** `GET /api/health/live`: the process is up and its event loop answers; no dependency is asked. */
export const livenessSchema = z.object({
  status: z.literal('ok'),
  uptimeSeconds: z.number(),
  version: z.string(),
});

/** One dependency of `GET /api/health/ready`, with how long asking it took. */
export const dependencyCheckSchema = z.object({
  status: z.enum(['up', 'down']),
  latencyMs: z.number(),
  /** False for degraded-only dependencies (mail relay, object storage): down, they do not fail readiness. */
  required: z.boolean(),
  /** Why it is down (no secrets: a kind of failure, not the dependency's own message). */
  reason: z.string().max(200).optional(),
});

/**
 * The read replicas of DATABASE_READ_URLS (issue 27), degraded-only: with none in use the reads go to
 * the primary. Each by name (`replica-1`…, never its address), its state and its lag at the last check.
 */
export const readReplicasCheckSchema = dependencyCheckSchema.extend({
  replicas: z.array(
    z.object({
      name: z.string(),
      state: z.enum(['starting', 'in_use', 'lagging', 'down', 'not_standby']),
      lagMs: z.number().nullable(),
    }),
  ),
});

/**
 * `GET /api/health/ready` (issue 26): whether this instance can serve. 503 `not_ready` when a required
 * dependency is down: the database (reachable and on the newest migration), Redis when configured, the
 * job workers when enabled. Absent keys are dependencies this instance is not configured with.
 */
export const readinessSchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  checks: z.object({
    database: dependencyCheckSchema,
    migrations: dependencyCheckSchema,
    redis: dependencyCheckSchema.optional(),
    jobWorkers: dependencyCheckSchema.optional(),
    mail: dependencyCheckSchema.optional(),
    objectStorage: dependencyCheckSchema.optional(),
    readReplicas: readReplicasCheckSchema.optional(),
  }),
});
export type Readiness = z.infer<typeof readinessSchema>;
export type DependencyCheck = z.infer<typeof dependencyCheckSchema>;
export type ReadReplicasCheck = z.infer<typeof readReplicasCheckSchema>;

export const namedItemSchema = z.object({ id: z.number().int(), name: z.string() });
export type NamedItem = z.infer<typeof namedItemSchema>;

export const successSchema = z.object({ success: z.boolean() });

export const subspecialtySchema = namedItemSchema.extend({ specialtyId: z.number().int() });
export type Subspecialty = z.infer<typeof subspecialtySchema>;

export const roleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  displayName: z.string(),
  preset: z.array(z.string()),
  optional: z.array(z.string()),
  requiresNpi: z.boolean(),
  requiresSpecialty: z.boolean(),
});

/**
 * The body of a `PATCH` (design.md: it changes only the fields it is sent): every field of the form
 * optional and without its default, so a field not sent stays absent and the server keeps the stored
 * value. The server then checks the merged record with the form's whole schema.
 */
export function patchSchemaOf<S extends z.ZodRawShape>(form: z.ZodObject<S>) {
  const shape = Object.fromEntries(
    Object.entries(form.shape).map(([key, field]) => [
      key,
      ((field instanceof z.ZodDefault ? field.removeDefault() : field) as z.ZodType).optional(),
    ]),
  );
  return z.object(shape) as unknown as z.ZodObject<{ [K in keyof S]: z.ZodOptional<S[K]> }>;
}
