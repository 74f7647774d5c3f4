import { Alert, Center, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { PAGE_SIZE, type SearchLog } from '@pc/contracts';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Pagination } from '../../../../ui/Pagination';
import { downloadSearchLogs } from '../api/download-search-logs';
import { useSearchLogs } from '../api/get-search-logs';
import { CsvButton } from './CsvButton';

const ORDER_LABEL = { relevant: 'Relevance', newest: 'Newest', oldest: 'Oldest' } as const;

function filtersText(log: SearchLog) {
  const f = log.filters;
  const days = f.from || f.to ? `, ${f.from ?? '…'} to ${f.to ?? '…'}` : '';
  return `${ORDER_LABEL[f.order]}${days}${f.csv ? ', CSV' : ''}`;
}

/** Who searched for what (design.md: search logs), newest first, for Administrator and Moderator. */
export function SearchLogSection({ active }: { active: boolean }) {
  const [page, setPage] = useState(1);
  const logs = useSearchLogs(page, active);

  if (logs.isError) {
    return (
      <Alert color="red" role="alert">
        The search log could not be loaded. Please try again.
      </Alert>
    );
  }
  if (!logs.data) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label="Loading the search log" />
      </Center>
    );
  }
  const pages = Math.max(1, Math.ceil(logs.data.logsCount / PAGE_SIZE.search));
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" role="status">
          {logs.data.logsCount === 0 ? 'No searches yet' : `${logs.data.logsCount.toLocaleString('en-US')} searches`}
        </Text>
        {logs.data.logsCount > 0 && (
          <CsvButton prepare={downloadSearchLogs} failure="The search log CSV file could not be prepared." />
        )}
      </Group>
      <Table.ScrollContainer minWidth={640}>
        <Table striped>
          <Table.Caption>Searches, newest first</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">When</Table.Th>
              <Table.Th scope="col">Who</Table.Th>
              <Table.Th scope="col">Words</Table.Th>
              <Table.Th scope="col">Filters</Table.Th>
              <Table.Th scope="col">Results</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {logs.data.logs.map((log) => (
              <Table.Tr key={log.id}>
                <Table.Td>
                  <time dateTime={log.createdAt}>{dayjs(log.createdAt).format('MMM D, YYYY h:mm A')}</time>
                </Table.Td>
                <Table.Td>
                  {log.firstName} {log.lastName}
                  <Text size="xs" c="dimmed">
                    {log.email}
                  </Text>
                </Table.Td>
                <Table.Td>{log.words}</Table.Td>
                <Table.Td>{filtersText(log)}</Table.Td>
                <Table.Td>{log.resultsCount.toLocaleString('en-US')}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Pagination page={page} total={pages} onChange={setPage} label="Search log pages" />
    </Stack>
  );
}
