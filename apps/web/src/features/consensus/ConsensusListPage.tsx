import { Center, Container, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { CONSENSUS_LAYOUT } from '@pc/contracts';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ConsensusTile } from '../../ui/ConsensusTile';
import { FilterDropdown } from '../../ui/FilterDropdown';
import { Pagination } from '../../ui/Pagination';
import { useSession } from '../auth/session';
import { useConsensusList } from './api/get-consensus-list';
import { useSpecialties } from './api/get-specialties';
import {
  ALL_SPECIALTIES_LABEL,
  ALL_SPECIALTIES_PARAM,
  chooseSpecialty,
  listHeading,
  showsPagination,
  specialtyOptions,
} from './utils/list-rules';

const SUBTITLE =
  'Read and respond to Consensuses of the other expert consults provided on a patient case within your, or other, specialties.';

/** One column on a phone, two on a tablet, three from a laptop up (spec §2). */
const TILE_COLUMNS = { base: 1, sm: 2, lg: 3 } as const;

/** /consensuses: the Case Consensuses page (spec §2), for members with user_content. */
export default function ConsensusListPage() {
  useDocumentTitle('Case Consensuses · Peer Consults');
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const own = user?.specialty?.name ?? null;
  const param = params.get('specialty');
  const explicit = (param ?? '').trim() !== '';

  // Without a choice in the address, the member's own specialty first (see chooseSpecialty).
  const ownList = useConsensusList(own, !explicit && own !== null);
  const ownCount = ownList.isSuccess ? ownList.data.consensuses.length : ownList.isError ? 0 : undefined;
  const choice = chooseSpecialty(param, own, ownCount);
  const list = useConsensusList(choice.specialty, choice.settled);
  const specialties = useSpecialties();

  const options = [
    { value: ALL_SPECIALTIES_PARAM, label: ALL_SPECIALTIES_LABEL },
    ...specialtyOptions(specialties.data).map((name) => ({ value: name, label: name })),
  ];
  if (choice.specialty && !options.some((o) => o.value === choice.specialty)) {
    options.push({ value: choice.specialty, label: choice.specialty });
  }
  const choose = (value: string) => setParams({ specialty: value });

  const loading = !choice.settled || list.isPending;
  // Spec §8: a failed load shows no message of its own; the reader sees the empty state.
  const tiles = list.isSuccess ? list.data.consensuses : [];

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>Case Consensuses</Title>
          <Text c="gray.7" mt={4}>
            {SUBTITLE}
          </Text>
        </div>
        <Group justify="space-between" align="center" gap="sm">
          <Title order={2} size="h3">
            {listHeading(choice.specialty)}
          </Title>
          <FilterDropdown value={choice.specialty ?? ALL_SPECIALTIES_PARAM} options={options} onChange={choose} />
        </Group>
        {loading ? (
          <Center py="xl">
            <Loader role="status" aria-label="Loading Case Consensuses" />
          </Center>
        ) : tiles.length === 0 ? (
          <Paper withBorder p="lg" radius="md">
            <Text fw={600} role="status">
              {choice.specialty
                ? `There are no Case Consensuses for "${choice.specialty}" yet.`
                : 'There are no Case Consensuses yet.'}
            </Text>
            <Text size="sm" c="gray.7" mt={4}>
              Check back soon, or choose another specialty in the filter.
            </Text>
          </Paper>
        ) : (
          <>
            <SimpleGrid cols={TILE_COLUMNS} spacing="lg" component="ul" style={{ listStyle: 'none', padding: 0 }}>
              {tiles.map((tile) => (
                <li key={tile.id}>
                  <ConsensusTile tile={tile} href={`/consensuses/${tile.id}`} />
                </li>
              ))}
            </SimpleGrid>
            {showsPagination(tiles.length) && <UnwiredPagination />}
          </>
        )}
      </Stack>
    </Container>
  );
}

/**
 * Spec §2 and §9: above 100 loaded tiles the page shows a page control fixed at 12 pages that is not
 * wired to the data (the list endpoint is not paged). It is kept as the spec describes it: moving
 * between its pages changes only the control itself.
 */
function UnwiredPagination() {
  const [page, setPage] = useState(1);
  return (
    <Pagination
      page={page}
      total={CONSENSUS_LAYOUT.paginationPages}
      onChange={setPage}
      label="Case Consensuses pages"
    />
  );
}
