import { Alert, Anchor, Center, Group, Loader, Paper, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { CONSENSUS_MESSAGES, MESSAGES } from '@pc/contracts';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { Chip } from '../../../ui/Chip';
import { PageContainer } from '../../../ui/PageContainer';
import { useConsensusSummary } from '../../consensus/api/get-consensus-summary';
import { ConsensusView } from '../../consensus/components/ConsensusView';
import { consensusIdParam, consensusStatusParam } from '../../consensus/utils/route-params';
import { useReviewList } from '../consensus-review/api/get-review-list';
import { resubmitPath, statusColor, statusLabel } from '../consensus-review/utils/review-links';
import { ExportPanel } from './components/ExportPanel';
import { REVIEW_QUEUE_PATH, ReviewActions } from './components/ReviewActions';

function Message({ title, text }: { title: string; text: string }) {
  return (
    <Paper withBorder p="lg" radius="md">
      <Title order={1} size="h2" mb="sm">
        {title}
      </Title>
      <Text role="status">{text}</Text>
    </Paper>
  );
}

/**
 * `/moderator/consensus-summary-preview/{id}/{status}` (summary_submission): the consensus as readers
 * will see it, the export screen (spec §2), and, for a reviewer on someone else's consensus in review,
 * Publish, Return to author and Delete. Whether the reviewer may act is the server's answer (the
 * review queue's `canReview`), not a guess from the role.
 */
export default function ConsensusPreviewPage() {
  useDocumentTitle('Consensus preview · Peer Consults');
  const params = useParams();
  const id = consensusIdParam(params.id);
  const status = consensusStatusParam(params.status);
  const summary = useConsensusSummary(status ? id : null, status ?? 'published');
  // A 403 here only means the signed-in user is not a reviewer: no actions, nothing to report.
  const queue = useReviewList('review');
  const queued = queue.data?.consensuses.find((c) => c.id === id);
  // The author's own list carries the reviewer's note of a returned consensus.
  const mine = useReviewList('mine');
  const returnNote = mine.data?.consensuses.find((c) => c.id === id)?.returnNote ?? null;
  const data = summary.data;
  const canReview = !!queued?.canReview && queued.status === 'in_review' && data?.status === 'in_review';

  let body: React.ReactNode;
  if (id === null || status === null) {
    body = <Message title={CONSENSUS_MESSAGES.notFound} text={MESSAGES.notFoundRedirect} />;
  } else if (summary.isLoading) {
    body = (
      <Center mih={200}>
        <Loader role="status" aria-label="Loading the consensus" />
      </Center>
    );
  } else if (summary.isError || !data) {
    body =
      summary.error instanceof ApiError && summary.error.status === 404 ? (
        <Message title={CONSENSUS_MESSAGES.notFound} text={MESSAGES.notFoundRedirect} />
      ) : (
        <Message title="Consensus preview" text={CONSENSUS_MESSAGES.fetchFailed} />
      );
  } else {
    body = (
      <>
        <Group gap="sm" align="center" wrap="wrap">
          <Title order={1} size="h2">
            Consensus preview
          </Title>
          <Chip color={statusColor(data.status, returnNote)}>{statusLabel(data.status, returnNote)}</Chip>
        </Group>
        {data.status === 'draft' && returnNote?.trim() && (
          <Alert color="indigo" variant="light" title="Returned with a note">
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {returnNote}
            </Text>
            <Anchor component={Link} to={resubmitPath(data.id)} size="sm" fw={600}>
              Edit and resubmit
            </Anchor>
          </Alert>
        )}
        {canReview && <ReviewActions id={data.id} title={data.ConsensusTitle} />}
        <ExportPanel summary={data} />
        <ConsensusView summary={data} reader="preview" />
      </>
    );
  }

  return (
    <PageContainer width={1100}>
      <Anchor component={Link} to={REVIEW_QUEUE_PATH} size="sm" w="fit-content">
        Back to consensus review
      </Anchor>
      {body}
    </PageContainer>
  );
}
