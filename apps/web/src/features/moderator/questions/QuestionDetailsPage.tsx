import { Alert, Anchor, Button, Center, Group, Loader } from '@mantine/core';
import { CAMPAIGN_MESSAGES } from '@pc/contracts';
import { Link, Navigate, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { errorToast } from '../../../lib/toasts';
import { useDownloadAnswerReport } from './api/get-answer-report';
import { useQuestion } from './api/get-question';
import { CampaignList } from './components/CampaignList';
import { ConnectedPrograms } from './components/ConnectedPrograms';
import { EngagementStats } from './components/EngagementStats';
import { FlashMessage } from './components/FlashMessage';
import { Icon } from '../../../ui/Icon';
import { QuestionCard } from './components/QuestionCard';
import { PageContainer } from '../../../ui/PageContainer';

/** `/moderator/questions/{id}/details`: the question, its engagement, e-mails and programs. */
export default function QuestionDetailsPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const question = useQuestion(valid ? id : null);
  const report = useDownloadAnswerReport();

  if (!valid || (question.error instanceof ApiError && question.error.status < 500)) {
    return <Navigate to="/moderator/questions" replace state={{ flash: 'redirected' }} />;
  }
  const q = question.data;
  return (
    <PageContainer width={960}>
      <Group justify="space-between" gap="sm">
        <Anchor component={Link} to="/moderator/questions" size="sm">
          <Group gap={4} component="span">
            <Icon name="back" size={16} />
            Back to all questions
          </Group>
        </Anchor>
        {q && (
          <Button
            variant="default"
            size="sm"
            leftSection={<Icon name="download" size={16} />}
            loading={report.isPending}
            onClick={() =>
              report.mutate(q.id, {
                onError: (err) => errorToast(CAMPAIGN_MESSAGES.answerReportFailed, err.message || undefined),
              })
            }
          >
            Answer report
          </Button>
        )}
      </Group>
      <FlashMessage />
      {question.isError && (
        <Alert color="red" title="There was an unexpected error.">
          The question could not be loaded. Please try again.
        </Alert>
      )}
      {question.isLoading && (
        <Center mih="40vh">
          <Loader role="status" aria-label="Loading question" />
        </Center>
      )}
      {q && (
        <>
          <QuestionCard question={q} />
          <EngagementStats topicId={q.id} />
          <CampaignList topicId={q.id} />
          {q.topicProgramsEnabled && <ConnectedPrograms topicId={q.id} />}
        </>
      )}
    </PageContainer>
  );
}
