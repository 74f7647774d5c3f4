import { Table } from '@mantine/core';
import { MAIL_FAILURE_DAYS } from '@pc/contracts';
import { useState } from 'react';
import { useMailFailures } from '../api/get-mail-failures';
import { formatWhen } from './format';
import { PagedList } from './PagedList';
import { ScrollBox, SystemSection } from './SystemSection';

/** Messages the mail transport could not hand over this week: to whom (masked), the error, when. */
export function MailFailuresSection() {
  const [pageNumber, setPageNumber] = useState(1);
  const failures = useMailFailures(pageNumber);
  return (
    <SystemSection id="mail-failures" title={`Mail failures (last ${MAIL_FAILURE_DAYS} days)`}>
      <PagedList
        query={failures}
        what="mail failures"
        empty="No mail failed to go out."
        pageNumber={pageNumber}
        onPage={setPageNumber}
      >
        {(rows) => (
          <ScrollBox label="Mail failures">
            <Table aria-label="Mail failures" verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>When</Table.Th>
                  <Table.Th>Recipient</Table.Th>
                  <Table.Th>Transport</Table.Th>
                  <Table.Th>Error</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((f) => (
                  <Table.Tr key={f.id}>
                    <Table.Td>{formatWhen(f.failedAt)}</Table.Td>
                    <Table.Td>{f.recipient}</Table.Td>
                    <Table.Td>{f.transport}</Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{f.error}</Table.Td>
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
