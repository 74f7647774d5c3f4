import { Table } from '@mantine/core';
import { JOB_STATES, type JobQueueCounts } from '@pc/contracts';
import { ScrollBox } from './SystemSection';

const STATE_LABEL = {
  created: 'Waiting',
  retry: 'To retry',
  active: 'Running',
  completed: 'Completed',
  cancelled: 'Cancelled',
  failed: 'Failed',
} as const;

/** Jobs per queue and state, as pg-boss holds them (completed and failed ones until it archives them). */
export function QueueCountsTable({ queues }: { queues: JobQueueCounts[] }) {
  return (
    <ScrollBox label="Job queues" minWidth={720}>
      <Table aria-label="Job queues" verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Queue</Table.Th>
            {JOB_STATES.map((s) => (
              <Table.Th key={s}>{STATE_LABEL[s]}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {queues.map((q) => (
            <Table.Tr key={q.queue} data-queue={q.queue}>
              <Table.Td>{q.queue}</Table.Td>
              {JOB_STATES.map((s) => (
                <Table.Td key={s} fw={s === 'failed' && q.counts.failed > 0 ? 700 : undefined}>
                  {q.counts[s]}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollBox>
  );
}
