import {
  AUDIT_EXPORT_MAX_ROWS,
  type Permission,
  auditLogFilterSchema,
  auditLogQuerySchema,
  auditLogSchema,
} from '@pc/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { withQueryBudget } from '../../db/time-budget.js';
import { buildCsv } from '../target-lists/csv.js';
import { attachmentDisposition, csvDate } from '../target-lists/download.js';
import { exportAudit, listAudit } from './audit.service.js';

/**
 * Administrators read the audit log (design.md). `user_management` is the permission only the
 * Administrator role holds (roles.ts: no other role has it, not even as an option).
 */
export const AUDIT_READERS: Permission[] = ['user_management'];

const CSV_HEADER = ['ID', 'When', 'Actor', 'Actor Email', 'Action', 'Entity', 'Entity ID', 'Before', 'After'];
const json = (value: unknown) => (value === null ? '' : JSON.stringify(value));

export default async function auditRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/audit-log',
    {
      config: { permissions: AUDIT_READERS },
      schema: {
        summary: 'Read the audit log (who changed what, when, before and after)',
        description:
          'Filters: `actor` (part of an e-mail or name; `system` for jobs), `action`, `entity`, `from`/`to` days.',
        operationId: 'listAuditLog',
        tags: ['audit'],
        querystring: auditLogQuerySchema,
        response: { 200: auditLogSchema },
      },
    },
    async (request) => listAudit(app.db, request.query),
  );

  r.get(
    '/audit-log/export/csv',
    {
      config: { permissions: AUDIT_READERS },
      schema: {
        summary: 'Export the audit log entries the filters match (CSV)',
        description: `Newest first, at most ${AUDIT_EXPORT_MAX_ROWS} rows; the same filters as the list.`,
        operationId: 'exportAuditLog',
        tags: ['audit'],
        querystring: auditLogFilterSchema,
      },
    },
    async (request, reply) => {
      const rows = await withQueryBudget(app.db, 'export', (tx) =>
        exportAudit(tx, request.query, AUDIT_EXPORT_MAX_ROWS),
      );
      // The CSV home's cells: formula-looking text (an entity name, a snapshot) is defused there.
      const csv = await buildCsv(
        CSV_HEADER,
        rows.map((e) => [
          e.id,
          e.createdAt,
          e.actor ? `${e.actor.firstName} ${e.actor.lastName}`.trim() : 'System',
          e.actor?.email ?? '',
          e.action,
          e.entity,
          e.entityId,
          json(e.before),
          json(e.after),
        ]),
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachmentDisposition(`audit-log-${csvDate(new Date())}.csv`))
        .send(csv);
    },
  );
}
