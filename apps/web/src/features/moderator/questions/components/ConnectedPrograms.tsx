import { ActionIcon, Alert, Button, Group, Loader, Paper, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { modals } from '../../../../lib/modals';
import { type AttachedProgram, TOPIC_PROGRAM_MESSAGES } from '@pc/contracts';
import { useState } from 'react';
import { useAttachPrograms } from '../api/attach-programs';
import { useChangeProgramPriority } from '../api/change-program-priority';
import { useDetachAllPrograms } from '../api/detach-all-programs';
import { useDetachProgram } from '../api/detach-program';
import { useAttachedPrograms } from '../api/get-attached-programs';
import { AttachProgramsModal } from './AttachProgramsModal';
import { Icon } from '../../../../ui/Icon';

type Action = 'attach' | 'detach' | 'detachAll' | 'priority';
const ERROR_TEXT: Record<Action, string> = {
  attach: TOPIC_PROGRAM_MESSAGES.attachFailed,
  detach: TOPIC_PROGRAM_MESSAGES.detachFailed,
  detachAll: TOPIC_PROGRAM_MESSAGES.detachFailed,
  priority: TOPIC_PROGRAM_MESSAGES.priorityFailed,
};

/**
 * Programs connected to the question (behind the topic-programs flag): attach, detach, detach all
 * and move up/down. Each action has its own loading and error flag; an error stays until dismissed
 * or the page is left.
 */
export function ConnectedPrograms({ topicId }: { topicId: number }) {
  const attached = useAttachedPrograms(topicId, true);
  const attach = useAttachPrograms();
  const detach = useDetachProgram();
  const detachAll = useDetachAllPrograms();
  const priority = useChangeProgramPriority();
  const [errors, setErrors] = useState<Partial<Record<Action, string>>>({});
  const [attachOpen, setAttachOpen] = useState(false);
  const [moving, setMoving] = useState<string | null>(null);

  const fail = (action: Action) => (err: Error) =>
    setErrors((e) => ({ ...e, [action]: err.message && err.message !== ERROR_TEXT[action] ? err.message : '' }));
  const clear = (action: Action) => setErrors(({ [action]: _, ...rest }) => rest);
  const programs = attached.data ?? [];

  const confirmDetach = (p: AttachedProgram) =>
    modals.openConfirmModal({
      title: 'Detach program',
      children: <Text size="sm">Detach “{p.name}” from this question?</Text>,
      labels: { confirm: 'Detach', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        clear('detach');
        detach.mutate({ topicId, hcmpId: p.hcmpPrgId }, { onError: fail('detach') });
      },
    });
  const confirmDetachAll = () =>
    modals.openConfirmModal({
      title: 'Detach all programs',
      children: <Text size="sm">Detach every program from this question?</Text>,
      labels: { confirm: 'Detach all', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        clear('detachAll');
        detachAll.mutate({ topicId }, { onError: fail('detachAll') });
      },
    });
  const move = (p: AttachedProgram, change: -1 | 1) => {
    clear('priority');
    setMoving(`${p.hcmpPrgId}:${change}`);
    priority.mutate(
      { topicId, hcmpId: p.hcmpPrgId, change },
      { onError: fail('priority'), onSettled: () => setMoving(null) },
    );
  };

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" component="section" aria-labelledby="programs-title">
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h4" id="programs-title">
            Connected programs
          </Title>
          <Group gap="sm">
            <Button
              size="sm"
              variant="default"
              onClick={confirmDetachAll}
              disabled={programs.length === 0}
              loading={detachAll.isPending}
            >
              Detach all
            </Button>
            <Button size="sm" onClick={() => setAttachOpen(true)} loading={attach.isPending}>
              Attach programs
            </Button>
          </Group>
        </Group>
        {(Object.keys(errors) as Action[]).map((action) => (
          <Alert
            key={action}
            color="red"
            withCloseButton
            closeButtonLabel="Dismiss"
            onClose={() => clear(action)}
            title={ERROR_TEXT[action]}
          >
            {errors[action] || 'Please try again.'}
          </Alert>
        ))}
        {attached.isLoading && <Loader role="status" size="sm" aria-label="Loading programs" />}
        {attached.isError && <Alert color="red">The programs could not be loaded.</Alert>}
        {attached.isSuccess && programs.length === 0 && <Text c="gray.7">No programs are connected.</Text>}
        {programs.length > 0 && (
          <Table.ScrollContainer minWidth={420}>
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Priority</Table.Th>
                  <Table.Th>Program</Table.Th>
                  <Table.Th>Actions</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {programs.map((p) => (
                  <Table.Tr key={p.hcmpPrgId}>
                    <Table.Td>{p.priority}</Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>
                      {p.name}{' '}
                      <Text span size="xs" c="gray.7">
                        ({p.hcmpPrgId})
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        {p.actions.up && (
                          <ActionIcon
                            variant="subtle"
                            size="lg"
                            aria-label={`Move ${p.name} up`}
                            onClick={() => move(p, -1)}
                            loading={moving === `${p.hcmpPrgId}:-1`}
                            disabled={priority.isPending}
                          >
                            <Icon name="up" />
                          </ActionIcon>
                        )}
                        {p.actions.down && (
                          <ActionIcon
                            variant="subtle"
                            size="lg"
                            aria-label={`Move ${p.name} down`}
                            onClick={() => move(p, 1)}
                            loading={moving === `${p.hcmpPrgId}:1`}
                            disabled={priority.isPending}
                          >
                            <Icon name="down" />
                          </ActionIcon>
                        )}
                        <Tooltip label="Detach">
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            size="lg"
                            aria-label={`Detach ${p.name}`}
                            onClick={() => confirmDetach(p)}
                            disabled={detach.isPending}
                          >
                            <Icon name="unlink" />
                          </ActionIcon>
                        </Tooltip>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      {attachOpen && (
        <AttachProgramsModal
          topicId={topicId}
          opened={attachOpen}
          attaching={attach.isPending}
          onClose={() => setAttachOpen(false)}
          onAttach={(hcmpIds) => {
            clear('attach');
            attach.mutate({ topicId, hcmpIds }, { onError: fail('attach'), onSettled: () => setAttachOpen(false) });
          }}
        />
      )}
    </Paper>
  );
}
