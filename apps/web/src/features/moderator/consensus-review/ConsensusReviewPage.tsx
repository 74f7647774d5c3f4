import { Alert, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { CONSENSUS_MESSAGES, type ConsensusReviewItem } from '@pc/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PageContainer } from '../../../ui/PageContainer';
import { isNotReviewer, useReviewList } from './api/get-review-list';
import { ReviewItemCard } from './components/ReviewItemCard';

function ReviewList({
  id,
  title,
  list,
  query,
  empty,
}: {
  id: string;
  title: string;
  list: 'review' | 'mine';
  query: UseQueryResult<{ consensuses: ConsensusReviewItem[] }>;
  empty: string;
}) {
  const items = query.data?.consensuses ?? [];
  return (
    <Stack component="section" gap="sm" aria-labelledby={id}>
      <Title order={2} size="h3" id={id}>
        {title}
        {query.data ? ` (${items.length})` : ''}
      </Title>
      {query.isLoading && (
        <Center>
          <Loader role="status" aria-label={`Loading ${title.toLowerCase()}`} />
        </Center>
      )}
      {query.isError && (
        <Alert color="red" role="alert">
          {CONSENSUS_MESSAGES.fetchFailed}
        </Alert>
      )}
      {query.data && items.length === 0 && <Text c="gray.7">{empty}</Text>}
      {items.length > 0 && (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {items.map((item) => (
            <ReviewItemCard key={item.id} item={item} list={list} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/**
 * `/moderator/consensus-review` (summary_submission): the consensuses waiting for review, for
 * reviewers (design.md: an Administrator, or a Moderator with all_patient_cases_management; the server
 * answers 403 to anyone else, and then the list is not shown), and the signed-in author's own
 * submissions with the reviewer's note and Edit and resubmit.
 */
export default function ConsensusReviewPage() {
  useDocumentTitle('Consensus review · Peer Consults');
  const queue = useReviewList('review');
  const mine = useReviewList('mine');
  const reviewer = !(queue.isError && isNotReviewer(queue.error));
  return (
    <PageContainer width={900} gap="lg">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={1} size="h2">
          Consensus review
        </Title>
        <Button component={Link} to="/moderator/submitSummary" variant="default">
          Submit a Summary
        </Button>
      </Group>
      {reviewer && (
        <ReviewList
          id="consensus-review-queue"
          title="Waiting for review"
          list="review"
          query={queue}
          empty="Nothing is waiting for review."
        />
      )}
      <ReviewList
        id="consensus-review-mine"
        title="Your submissions"
        list="mine"
        query={mine}
        empty="You have not submitted a consensus yet."
      />
    </PageContainer>
  );
}
