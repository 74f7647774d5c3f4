import { Center, Loader, Table, Text } from '@mantine/core';
import { MAIL_FAILURE_DAYS } from '@pc/contracts';
import { useState } from 'react';
import { Pagination } from '../../../../ui/Pagination';
import { useMailFailures } from '../api/get-mail-failures';
import { formatWhen } from './format';
import { ScrollBox, SectionFailed, SystemSection } from './SystemSection';

/** Messages the mail transport could not hand over this week: to whom (masked), the error, when. */
export function MailFailuresSection() {
  const [pageNumber, setPageNumber] = useState(1);
  const failures = useMailFailures(pageNumber);
  const meta = failures.data?.meta;
  const pages = meta ? Math.max(1, Math.ceil(meta.total / meta.count)) : 1;
  return (
    <SystemSection id="mail-failures" title={`Mail failures (last ${MAIL_FAILURE_DAYS} days)`}>
      {failures.isError && <SectionFailed what="mail failures" onRetry={() => failures.refetch()} />}
      {failures.isLoading && (
        <Center>
          <Loader role="status" aria-label="Loading the mail failures" />
        </Center>
      )}
      {failures.data && failures.data.data.length === 0 && <Text size="sm">No mail failed to go out.</Text>}
      {failures.data && failures.data.data.length > 0 && (
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
              {failures.data.data.map((f) => (
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
      {pages > 1 && (
        <Pagination
          page={Math.min(pageNumber, pages)}
          total={pages}
          label="Mail failures pages"
          onChange={setPageNumber}
        />
      )}
    </SystemSection>
  );
}
