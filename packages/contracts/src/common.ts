import { z } from 'zod';

/** Row ids are PostgreSQL `integer`s: anything above would be a database error, not a 404. */
export const MAX_ROW_ID = 2_147_483_647;
/** A row id in a JSON body. */
export const rowIdSchema = z.number().int().positive().max(MAX_ROW_ID);
/** A row id in a path or query string. */
export const rowIdParam = z.coerce.number().int().positive().max(MAX_ROW_ID);

export const idParamSchema = z.object({ id: rowIdParam });

export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  schemaVersion: z.string(),
  version: z.string(),
});
export type Health = z.infer<typeof healthSchema>;

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
