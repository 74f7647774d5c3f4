import { Table } from '@mantine/core';
import { CLIENT_ERROR_KIND_NAMES } from '@pc/contracts';
import { useState } from 'react';
import { useClientErrors } from '../api/get-client-errors';
import { formatWhen } from './format';
import { PagedList } from './PagedList';
import { ScrollBox, SystemSection } from './SystemSection';

/** What browsers reported lately, newest first; the request id leads to the server's log lines. */
export function ClientErrorsSection() {
  const [pageNumber, setPageNumber] = useState(1);
  const errors = useClientErrors(pageNumber);
  return (
    <SystemSection id="client-errors" title="Recent client errors">
      <PagedList
        query={errors}
        what="client errors"
        empty="No client errors reported."
        pageNumber={pageNumber}
        onPage={setPageNumber}
      >
        {(rows) => (
          <ScrollBox label="Recent client errors" minWidth={900}>
            <Table aria-label="Recent client errors" verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>When</Table.Th>
                  <Table.Th>Kind</Table.Th>
                  <Table.Th>Message</Table.Th>
                  <Table.Th>Page</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Release</Table.Th>
                  <Table.Th>Request id</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((e) => (
                  <Table.Tr key={e.id}>
                    <Table.Td>{formatWhen(e.at)}</Table.Td>
                    <Table.Td>{CLIENT_ERROR_KIND_NAMES[e.kind]}</Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{e.message}</Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{e.path ?? '—'}</Table.Td>
                    <Table.Td>
                      {[e.status, e.code].filter((v) => v !== null && v !== undefined).join(' ') || '—'}
                    </Table.Td>
                    <Table.Td>{e.release ?? '—'}</Table.Td>
                    <Table.Td ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                      {e.requestId ?? '—'}
                    </Table.Td>
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
