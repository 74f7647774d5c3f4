import { type Permission, auditLogQuerySchema, auditLogSchema } from '@pc/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listAudit } from './audit.service.js';

/**
 * Administrators read the audit log (design.md). `user_management` is the permission only the
 * Administrator role holds (roles.ts: no other role has it, not even as an option).
 */
export const AUDIT_READERS: Permission[] = ['user_management'];

export default async function auditRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/audit-log',
    {
      config: { permissions: AUDIT_READERS },
      schema: {
        summary: 'Read the audit log (who changed what, when, before and after)',
        operationId: 'listAuditLog',
        tags: ['audit'],
        querystring: auditLogQuerySchema,
        response: { 200: auditLogSchema },
      },
    },
    async (request) => listAudit(app.db, request.query),
  );
}
