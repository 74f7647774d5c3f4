import { Alert, Center, Container, Loader, Stack } from '@mantine/core';
import { CONSENSUS_MESSAGES, type ConsensusStatus } from '@pc/contracts';
import { type ReactNode, useDeferredValue, useEffect, useRef } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../auth/session';
import NotFoundPage from '../../errors/NotFoundPage';
import { useConsensusSummary } from '../api/get-consensus-summary';
import { useRecordImpression } from '../api/record-impression';
import { owesImpression } from '../utils/impression';
import { consensusPageTitle, describeConsensus } from '../utils/page-meta';
import { ActionTiles } from './ActionTiles';
import { CallToAction } from './CallToAction';
import { ConsensusView } from './ConsensusView';
import { usePageMeta } from './use-page-meta';

/**
 * A consensus for reading (spec §2 /consensuses/{id} and the public /consensuses/{id}/{status}):
 * the document, the action tiles and the call to action. A consensus that does not exist or is not
 * visible to the reader shows the not-found page; any other failure the spec's fetch text (§8).
 */
export function ConsensusReading({
  id,
  status,
  reader,
  footer,
}: {
  /** null when the address's id is not an id at all. */
  id: number | null;
  status: ConsensusStatus | null;
  reader: 'member' | 'public';
  /** Shown under the call to action with the document (the public page's ad), never while it loads. */
  footer?: ReactNode;
}) {
  const { user } = useSession();
  const query = useConsensusSummary(status ? id : null, status ?? 'published');
  const summary = query.data;
  // The document's first render is the page's longest: deferred, React renders it in slices (the loader
  // stays until it is done), so on a phone it does not block input for its whole length.
  const shown = useDeferredValue(summary);
  usePageMeta(
    summary ? consensusPageTitle(summary.ConsensusTitle) : null,
    summary ? describeConsensus(summary.ConsensusOpinionStatement) : null,
  );

  // Spec §7: one impression per view, for a reader the server knows; never for visitors.
  const record = useRecordImpression();
  const recorded = useRef<number | null>(null);
  const { mutate } = record;
  useEffect(() => {
    if (!owesImpression(summary?.id, user?.id, recorded.current)) return;
    recorded.current = summary!.id;
    mutate({ contentId: summary!.id, userId: user!.id });
  }, [summary, user, mutate]);

  if (id === null || status === null) return <NotFoundPage />;
  if (query.isPending || (summary && !shown)) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label="Loading the consensus" />
      </Center>
    );
  }
  if (query.isError) {
    if (query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400)) {
      return <NotFoundPage />;
    }
    return (
      <Container size="md" py="xl">
        <Alert color="red" title={CONSENSUS_MESSAGES.fetchFailed} role="alert" />
      </Container>
    );
  }

  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      {/* The document's reading width, shared by the panels under it. */}
      <Stack gap="xl" maw={860} mx="auto">
        <ConsensusView summary={shown ?? query.data} reader={reader} />
        <ActionTiles order={2} />
        <CallToAction signedIn={!!user} order={2} returnTo={`/consensuses/${query.data.id}`} />
        {footer}
      </Stack>
    </Container>
  );
}
