import { ROLES, namedItemSchema, roleSchema, subspecialtySchema } from '@pc/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listSpecialties, listSubspecialties } from './reference.queries.js';

/** Reference lists: specialties need only a session; roles are for the user form (design.md). */
export default async function referenceRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/specialties',
    {
      config: { permissions: [] },
      schema: {
        summary: 'List the specialties',
        operationId: 'listSpecialties',
        tags: ['reference'],
        response: { 200: z.array(namedItemSchema) },
      },
    },
    async () => listSpecialties(app.db),
  );
  r.get(
    '/subspecialties',
    {
      config: { permissions: [] },
      schema: {
        summary: 'List the subspecialties',
        operationId: 'listSubspecialties',
        tags: ['reference'],
        response: { 200: z.array(subspecialtySchema) },
      },
    },
    async () => listSubspecialties(app.db),
  );
  r.get(
    '/roles',
    {
      config: { permissions: ['user_management'] },
      schema: {
        summary: 'List the roles and their permissions',
        operationId: 'listRoles',
        tags: ['reference'],
        response: { 200: z.array(roleSchema) },
      },
    },
    async () =>
      ROLES.map((role) => ({
        id: role.id,
        name: role.name,
        displayName: role.displayName,
        preset: [...role.preset],
        optional: [...role.optional],
        requiresNpi: role.requiresNpi,
        requiresSpecialty: role.requiresSpecialty,
      })),
  );
}
