import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { modals } from '../../../../lib/modals';
import type { RewardProcessingResult } from '@pc/contracts';
import { useState } from 'react';
import { errorToast, successToast } from '../../../../lib/toasts';
import { useRunProcessing } from '../api/run-processing';
import { Notice } from './Notice';

const RUN = 'Run reward processing now';
const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What a run did, in a sentence or two. */
export function processingSummary(r: RewardProcessingResult): string {
  if (!r.ran) return 'Another processing run is under way; it does the work.';
  return [
    `${count(r.assigned, 'code', 'codes')} assigned, ${count(r.emailed, 'gift card', 'gift cards')} e-mailed.`,
    r.waiting > 0 ? `${count(r.waiting, 'reward is', 'rewards are')} still waiting for a code.` : '',
    r.emailPending > 0 ? `${count(r.emailPending, 'e-mail is', 'e-mails are')} not sent yet; a retry sends them.` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** The Monday job, run now (e.g. after importing codes for rewards that wait), behind a confirmation. */
export function ProcessingPanel() {
  const run = useRunProcessing();
  const [result, setResult] = useState<RewardProcessingResult | null>(null);

  const confirm = () =>
    modals.openConfirmModal({
      title: `${RUN}?`,
      children: (
        <Text size="sm">
          Every reward of a closed week that has no code yet is given one from the pool, and the codes are e-mailed to
          the members. E-mails cannot be taken back.
        </Text>
      ),
      labels: { confirm: 'Run now', cancel: 'Cancel' },
      onConfirm: () =>
        run.mutate(undefined, {
          onSuccess: (r) => {
            setResult(r);
            successToast('Reward processing has run', processingSummary(r));
          },
          onError: () => errorToast('Reward processing did not run'),
        }),
    });

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="processing-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="processing-title">
          Reward processing
        </Title>
        <Text size="sm">
          Processing runs by itself every Monday at 06:00 UTC. Run it now after importing codes, so rewards waiting for
          one are sent today.
        </Text>
        <Button variant="default" onClick={confirm} loading={run.isPending} w="fit-content" maw="100%">
          {RUN}
        </Button>
        {result && (
          <Notice color="teal" title={result.ran ? 'Processing done' : 'Processing already running'} role="status">
            {processingSummary(result)}
          </Notice>
        )}
      </Stack>
    </Paper>
  );
}
