import type { AuditEntry } from '@pc/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { SYSTEM_PAGE_SIZE } from './get-failed-jobs';
import { SYSTEM_KEY } from './get-system-overview';

/** The audit log's filters as the form holds them: empty text filters nothing. */
export interface AuditFilters {
  actor: string;
  action: string;
  entity: string;
  from: string;
  to: string;
}

export const NO_AUDIT_FILTERS: AuditFilters = { actor: '', action: '', entity: '', from: '', to: '' };

export interface AuditLogPage {
  data: AuditEntry[];
  meta: { total: number; page: number; count: number };
}

export const auditQuery = (f: AuditFilters) => ({
  actor: f.actor.trim() || undefined,
  action: f.action.trim() || undefined,
  entity: f.entity.trim() || undefined,
  from: f.from || undefined,
  to: f.to || undefined,
});

/** `GET /audit-log`: who changed what and when, newest first, filtered. */
export const getAuditLog = (filters: AuditFilters, pageNumber: number, signal?: AbortSignal) =>
  apiFetch<AuditLogPage>('/audit-log', {
    query: { ...auditQuery(filters), pageNumber, count: SYSTEM_PAGE_SIZE },
    signal,
  });

export const auditLogQueryOptions = (filters: AuditFilters, pageNumber: number) =>
  queryOptions({
    queryKey: [...SYSTEM_KEY, 'audit-log', filters, pageNumber],
    queryFn: ({ signal }) => getAuditLog(filters, pageNumber, signal),
    placeholderData: keepPreviousData,
  });

export const useAuditLog = (filters: AuditFilters, pageNumber: number) =>
  useQuery(auditLogQueryOptions(filters, pageNumber));
