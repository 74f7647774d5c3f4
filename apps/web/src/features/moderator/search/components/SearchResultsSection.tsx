import { Alert, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { PAGE_SIZE, SEARCH_MESSAGES } from '@pc/contracts';
import { Pagination } from '../../../../ui/Pagination';
import { downloadSearchComments } from '../api/download-search-comments';
import { useSearchComments } from '../api/search-comments';
import { type SearchAddress, datesOutOfOrder, writeSearchAddress } from '../utils/search-address';
import { CsvButton } from './CsvButton';
import { SearchResultCard } from './SearchResultCard';

/** The results of the search in the address: count, CSV (for the export roles), cards and pages. */
export function SearchResultsSection({
  address,
  canExport,
  onPage,
}: {
  address: SearchAddress;
  canExport: boolean;
  onPage: (page: number) => void;
}) {
  const ready = address.word.trim() !== '' && !datesOutOfOrder(address);
  const results = useSearchComments(ready ? address : { ...address, word: '' });

  if (!ready) {
    return (
      <Text size="sm" c="dimmed">
        Enter a word to search what members wrote.
      </Text>
    );
  }
  if (results.isError) {
    return (
      <Alert color="red" role="alert">
        {SEARCH_MESSAGES.backendError}
      </Alert>
    );
  }
  if (!results.data) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label="Searching" />
      </Center>
    );
  }

  const { comment, commentsCount, countCapped } = results.data;
  const pages = Math.max(1, Math.ceil(commentsCount / PAGE_SIZE.search));
  const { page: _page, ...filters } = address;
  return (
    <Stack gap="md" aria-busy={results.isFetching}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm" role="status">
          {commentsCount === 0
            ? SEARCH_MESSAGES.noResults
            : `${commentsCount.toLocaleString('en-US')}${countCapped ? '+' : ''} result${commentsCount === 1 ? '' : 's'}`}
        </Text>
        {canExport && commentsCount > 0 && (
          <CsvButton
            key={writeSearchAddress({ ...filters, page: 1 }).toString()}
            prepare={() => downloadSearchComments(address)}
            failure="The CSV file could not be prepared."
          />
        )}
      </Group>
      {comment.map((result) => (
        <SearchResultCard key={result.id} result={result} />
      ))}
      <Pagination page={address.page} total={pages} onChange={onPage} label="Search result pages" />
    </Stack>
  );
}
