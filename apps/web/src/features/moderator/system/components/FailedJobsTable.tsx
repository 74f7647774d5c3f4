import { Button, Table } from '@mantine/core';
import type { FailedJob } from '@pc/contracts';
import { formatWhen } from './format';
import { ScrollBox } from './SystemSection';

/** Failed jobs with what failed and when; a Retry button each (never the job's payload). */
export function FailedJobsTable({
  jobs,
  retrying,
  onRetry,
}: {
  jobs: FailedJob[];
  retrying: string | null;
  onRetry: (job: FailedJob) => void;
}) {
  return (
    <ScrollBox label="Failed jobs" minWidth={720}>
      <Table aria-label="Failed jobs" verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Queue</Table.Th>
            <Table.Th>Error</Table.Th>
            <Table.Th>Failed at</Table.Th>
            <Table.Th>Retries</Table.Th>
            <Table.Th>Action</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {jobs.map((job) => (
            <Table.Tr key={job.id} data-job-id={job.id}>
              <Table.Td>{job.queue}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{job.error}</Table.Td>
              <Table.Td>{formatWhen(job.failedAt)}</Table.Td>
              <Table.Td>{job.retryCount}</Table.Td>
              <Table.Td>
                <Button
                  size="xs"
                  variant="default"
                  loading={retrying === job.id}
                  onClick={() => onRetry(job)}
                  aria-label={`Retry ${job.queue} job ${job.id.slice(0, 8)}`}
                >
                  Retry
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollBox>
  );
}
