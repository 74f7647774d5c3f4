import { Text } from '@mantine/core';
import { useEffect } from 'react';
import { useJob } from '../api/get-job';

/**
 * A job the administrator retried or queued, followed until it ends: its state is read every second
 * and announced (a live region), and `onEnd` lets the page read its lists again when it does.
 */
export function FollowedJob({ queue, id, onEnd }: { queue: string; id: string; onEnd: () => void }) {
  const job = useJob(queue, id);
  const state = job.data?.state;
  const ended = state === 'completed' || state === 'failed' || state === 'cancelled';
  useEffect(() => {
    if (ended) onEnd();
  }, [ended, onEnd]);
  return (
    <Text component="li" size="sm" data-job-id={id}>
      {queue} job {id.slice(0, 8)}: <strong>{state ?? 'checking…'}</strong>
      {state === 'failed' && job.data?.error ? ` (${job.data.error})` : ''}
    </Text>
  );
}
