import { useMutation } from '@tanstack/react-query';
import { API_BASE, apiDownload, buildQuery } from '../../../../lib/api-client';
import { type AuditFilters, auditQuery } from './get-audit-log';

/** `GET /audit-log/export/csv`: every entry the filters match, as a CSV file. */
export const exportAuditLog = (filters: AuditFilters) =>
  apiDownload(`${API_BASE}/audit-log/export/csv${buildQuery(auditQuery(filters))}`);

export const useExportAuditLog = () => useMutation({ mutationFn: exportAuditLog });
