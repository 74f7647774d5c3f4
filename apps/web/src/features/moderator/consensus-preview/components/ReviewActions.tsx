import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { modals } from '../../../../lib/modals';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorToast, successToast } from '../../../../lib/toasts';
import { useDeleteConsensus } from '../../consensus-review/api/delete-consensus';
import { usePublishConsensus } from '../../consensus-review/api/publish-consensus';
import { useReturnConsensus } from '../../consensus-review/api/return-consensus';
import { serverReason } from '../../consensus-review/utils/server-reason';
import { ReturnNoteModal } from './ReturnNoteModal';

export const REVIEW_QUEUE_PATH = '/moderator/consensus-review';

/**
 * A reviewer's decision on a consensus in review (design.md: an Administrator, or a Moderator with
 * all_patient_cases_management; never on their own): Publish, Return to author with a note, or
 * Delete. Each asks first; a refusal shows the server's reason.
 */
export function ReviewActions({ id, title }: { id: number; title: string }) {
  const navigate = useNavigate();
  const publish = usePublishConsensus();
  const giveBack = useReturnConsensus();
  const remove = useDeleteConsensus();
  const [returning, setReturning] = useState(false);
  const busy = publish.isPending || giveBack.isPending || remove.isPending;

  const confirmPublish = () =>
    modals.openConfirmModal({
      title: 'Publish consensus',
      children: <Text size="sm">Publish “{title}”? Members and visitors can read it as soon as it is published.</Text>,
      labels: { confirm: 'Publish', cancel: 'Cancel' },
      onConfirm: () =>
        publish.mutate(id, {
          onSuccess: () => {
            successToast('Consensus published', `“${title}” is now published.`);
            navigate(`/moderator/consensus-summary-preview/${id}/published`, { replace: true });
          },
          onError: (err) => errorToast('The consensus could not be published.', serverReason(err)),
        }),
    });

  const confirmDelete = () =>
    modals.openConfirmModal({
      title: 'Delete consensus',
      children: <Text size="sm">Delete “{title}”? It leaves the review queue and its author's list.</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(id, {
          onSuccess: () => {
            successToast('Consensus deleted', `“${title}” was deleted.`);
            navigate(REVIEW_QUEUE_PATH);
          },
          onError: (err) => errorToast('The consensus could not be deleted.', serverReason(err)),
        }),
    });

  const sendBack = (note: string) =>
    giveBack.mutate(
      { id, note },
      {
        onSuccess: () => {
          setReturning(false);
          successToast('Consensus returned', `“${title}” went back to its author with your note.`);
          navigate(REVIEW_QUEUE_PATH);
        },
        onError: (err) => errorToast('The consensus could not be returned.', serverReason(err)),
      },
    );

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="consensus-review-actions-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="consensus-review-actions-title">
          Review
        </Title>
        <Text size="sm" c="gray.7">
          Publish it, or return it to its author with a note saying what to change.
        </Text>
        <Group gap="sm">
          <Button onClick={confirmPublish} disabled={busy} loading={publish.isPending}>
            Publish
          </Button>
          <Button variant="default" onClick={() => setReturning(true)} disabled={busy}>
            Return to author
          </Button>
          <Button variant="outline" color="red" onClick={confirmDelete} disabled={busy} loading={remove.isPending}>
            Delete
          </Button>
        </Group>
      </Stack>
      <ReturnNoteModal
        opened={returning}
        pending={giveBack.isPending}
        onClose={() => setReturning(false)}
        onSubmit={sendBack}
      />
    </Paper>
  );
}
