import { Button, Table, Text } from '@mantine/core';
import type { AuditEntry } from '@pc/contracts';
import { useState } from 'react';
import { ApiError } from '../../../../lib/api-client';
import { saveFile } from '../../../../lib/save-file';
import { errorToast } from '../../../../lib/toasts';
import { type AuditFilters, NO_AUDIT_FILTERS, useAuditLog } from '../api/get-audit-log';
import { useExportAuditLog } from '../api/export-audit-log';
import { AuditFiltersForm } from './AuditFiltersForm';
import { formatWhen } from './format';
import { PagedList } from './PagedList';
import { ScrollBox, SystemSection } from './SystemSection';

const who = (e: AuditEntry) =>
  e.actor ? `${e.actor.firstName} ${e.actor.lastName}`.trim() || e.actor.email : 'System';
/** Which fields an update changed, or the record's fields for a create or delete: short, never whole. */
function changed(e: AuditEntry): string {
  const keys = new Set([...Object.keys(e.before ?? {}), ...Object.keys(e.after ?? {})]);
  const list = [...keys].filter((k) => JSON.stringify(e.before?.[k]) !== JSON.stringify(e.after?.[k]));
  return list.length ? list.slice(0, 6).join(', ') + (list.length > 6 ? '…' : '') : '—';
}

/** The audit log with filters, paging and the CSV of everything the filters match. */
export function AuditLogSection() {
  const [filters, setFilters] = useState<AuditFilters>(NO_AUDIT_FILTERS);
  const [pageNumber, setPageNumber] = useState(1);
  const log = useAuditLog(filters, pageNumber);
  const meta = log.data?.meta;
  const exportCsv = useExportAuditLog();
  const download = () =>
    exportCsv.mutate(filters, {
      onSuccess: (blob) => saveFile(blob, `audit-log-${new Date().toISOString().slice(0, 10)}.csv`),
      onError: (err) =>
        errorToast('The audit log could not be exported', err instanceof ApiError ? err.message : undefined),
    });
  return (
    <SystemSection
      id="audit-log"
      title="Audit log"
      actions={
        <Button variant="default" size="xs" onClick={download} loading={exportCsv.isPending}>
          Download CSV
        </Button>
      }
    >
      <AuditFiltersForm
        value={filters}
        onApply={(f) => {
          setFilters(f);
          setPageNumber(1);
        }}
      />
      {log.error instanceof ApiError && log.error.status === 400 && (
        <Text size="sm" c="red.9">
          {log.error.message}
        </Text>
      )}
      {meta && (
        <Text size="sm" c="gray.7" role="status">
          {meta.total === 1 ? '1 entry' : `${meta.total} entries`}
        </Text>
      )}
      <PagedList query={log} what="audit log" pageNumber={pageNumber} onPage={setPageNumber}>
        {(rows) => (
          <ScrollBox label="Audit log" minWidth={760}>
            <Table aria-label="Audit log" verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>When</Table.Th>
                  <Table.Th>Who</Table.Th>
                  <Table.Th>Action</Table.Th>
                  <Table.Th>Entity</Table.Th>
                  <Table.Th>Changed</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((e) => (
                  <Table.Tr key={e.id}>
                    <Table.Td>{formatWhen(e.createdAt)}</Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{who(e)}</Table.Td>
                    <Table.Td>{e.action}</Table.Td>
                    <Table.Td>
                      {e.entity}
                      {e.entityId !== null ? ` #${e.entityId}` : ''}
                    </Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{changed(e)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollBox>
        )}
      </PagedList>
    </SystemSection>
  );
}
