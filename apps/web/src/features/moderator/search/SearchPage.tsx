import '@mantine/dates/styles.css';
import { Stack, Tabs, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { maySearchExport } from '@pc/contracts';
import { useSearchParams } from 'react-router';
import { PageContainer } from '../../../ui/PageContainer';
import { useSession } from '../../auth/session';
import { SearchForm } from './components/SearchForm';
import { SearchLogSection } from './components/SearchLogSection';
import { SearchResultsSection } from './components/SearchResultsSection';
import { type SearchAddress, nextSearchAddress, readSearchAddress, writeSearchAddress } from './utils/search-address';

/**
 * `/moderator/search` (spec §2, permission `search`): full-text search of answers and comments. The
 * search log tab and the CSV buttons are for the roles of `SEARCH_EXPORT_ROLES` only, as on the server.
 */
export default function SearchPage() {
  useDocumentTitle('Search · Peer Consults');
  const { user } = useSession();
  const canExport = Boolean(user && maySearchExport(user.roleKey));
  const [params, setParams] = useSearchParams();
  const address = readSearchAddress(params);
  const tab = params.get('tab') === 'log' && canExport ? 'log' : 'results';

  const go = (change: Partial<SearchAddress>) => setParams(writeSearchAddress(nextSearchAddress(address, change)));
  const showTab = (value: string | null) => {
    const next = writeSearchAddress(address);
    if (value === 'log') next.set('tab', 'log');
    setParams(next, { replace: true });
  };

  const results = (
    <Stack gap="md">
      <SearchForm address={address} onChange={go} />
      <SearchResultsSection address={address} canExport={canExport} onPage={(page) => go({ page })} />
    </Stack>
  );

  return (
    <PageContainer width={1100}>
      <Title order={1} size="h2">
        Search
      </Title>
      {canExport ? (
        <Tabs value={tab} onChange={showTab} keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="results">Results</Tabs.Tab>
            <Tabs.Tab value="log">Search log</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="results">{results}</Tabs.Panel>
          <Tabs.Panel value="log">
            <SearchLogSection active={tab === 'log'} />
          </Tabs.Panel>
        </Tabs>
      ) : (
        results
      )}
    </PageContainer>
  );
}
