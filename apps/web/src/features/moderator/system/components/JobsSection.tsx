import { Button, Stack, Title } from '@mantine/core';
import type { FailedJob, JobQueueCounts } from '@pc/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { ApiError } from '../../../../lib/api-client';
import { errorToast, successToast } from '../../../../lib/toasts';
import { useFailedJobs } from '../api/get-failed-jobs';
import { SYSTEM_KEY } from '../api/get-system-overview';
import { useRetryJob } from '../api/retry-job';
import { useSendTestMail } from '../api/send-test-mail';
import { FailedJobsTable } from './FailedJobsTable';
import { FollowedJob } from './FollowedJob';
import { PagedList } from './PagedList';
import { QueueCountsTable } from './QueueCountsTable';
import { SystemSection } from './SystemSection';

const reason = (err: unknown) => (err instanceof ApiError ? err.message : undefined);

/**
 * Job queues: counts per state, the failed jobs with a Retry button each, and a test e-mail that goes
 * through the queue. Retried and queued jobs are followed below the table until they end.
 */
export function JobsSection({ queues }: { queues: JobQueueCounts[] }) {
  const queryClient = useQueryClient();
  const [pageNumber, setPageNumber] = useState(1);
  const failed = useFailedJobs(pageNumber);
  const retry = useRetryJob();
  const testMail = useSendTestMail();
  const [followed, setFollowed] = useState<{ queue: string; id: string }[]>([]);
  const follow = (job: { queue: string; id: string }) =>
    setFollowed((jobs) => [job, ...jobs.filter((j) => j.id !== job.id)].slice(0, 5));
  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: SYSTEM_KEY }), [queryClient]);

  const onRetry = (job: FailedJob) =>
    retry.mutate(job, {
      onSuccess: () => {
        successToast('Job retried', `The ${job.queue} job runs again.`);
        follow(job);
      },
      onError: (err) => errorToast('The job could not be retried', reason(err)),
    });
  const onTestMail = () =>
    testMail.mutate(undefined, {
      onSuccess: (job) => {
        successToast('Test e-mail queued', 'It goes to your own address.');
        if (job.id) follow(job);
      },
      onError: (err) => errorToast('The test e-mail could not be queued', reason(err)),
    });

  return (
    <SystemSection
      id="jobs"
      title="Job queues"
      actions={
        <Button variant="default" size="xs" onClick={onTestMail} loading={testMail.isPending}>
          Send a test e-mail
        </Button>
      }
    >
      <QueueCountsTable queues={queues} />
      <Stack gap="xs">
        <Title order={3} size="h4">
          Failed jobs
        </Title>
        <PagedList
          query={failed}
          what="failed jobs"
          empty="No failed jobs."
          pageNumber={pageNumber}
          onPage={setPageNumber}
        >
          {(jobs) => (
            <FailedJobsTable
              jobs={jobs}
              retrying={retry.isPending ? (retry.variables?.id ?? null) : null}
              onRetry={onRetry}
            />
          )}
        </PagedList>
      </Stack>
      {followed.length > 0 && (
        <Stack gap={4} role="status" aria-live="polite">
          <Title order={3} size="h4">
            Followed jobs
          </Title>
          <Stack component="ul" gap={2} m={0} pl="md">
            {followed.map((j) => (
              <FollowedJob key={j.id} queue={j.queue} id={j.id} onEnd={refresh} />
            ))}
          </Stack>
        </Stack>
      )}
    </SystemSection>
  );
}
