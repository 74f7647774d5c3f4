import { ActionIcon, Badge, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { modals } from '../../../../lib/modals';
import { type InternalTopic, QUESTION_MESSAGES, TOPIC_STATUS_LABEL } from '@pc/contracts';
import { Link, useNavigate } from 'react-router';
import { errorToast } from '../../../../lib/toasts';
import { useDeleteQuestion } from '../api/delete-question';
import { useSpecialties, useSubspecialties } from '../api/get-specialties';
import { formatDateTime } from '../utils/format';
import { Icon } from '../../../../ui/Icon';
import { STATUS_COLOR } from './QuestionListItem';

/** The question on its details page, with edit, public-view and delete actions. */
export function QuestionCard({ question: q }: { question: InternalTopic }) {
  const navigate = useNavigate();
  const remove = useDeleteQuestion();
  const specialties = useSpecialties();
  const subspecialties = useSubspecialties();
  const names = [
    ...q.specialties.map((id) => specialties.data?.find((s) => s.id === id)?.name ?? `#${id}`),
    ...q.subspecialties.map((id) => subspecialties.data?.find((s) => s.id === id)?.name ?? `#${id}`),
  ];

  const confirmDelete = () =>
    modals.openConfirmModal({
      title: 'Delete question',
      children: <Text size="sm">Delete “{q.title}”? Members will no longer see it.</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(q.id, {
          onSuccess: () => navigate('/moderator/questions', { state: { flash: 'deleted' } }),
          onError: (err) => errorToast(QUESTION_MESSAGES.deleteFailed, err.message),
        }),
    });

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" component="section" aria-labelledby="question-title">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Group gap="xs">
              <Badge color={STATUS_COLOR[q.status]} variant="outline">
                {TOPIC_STATUS_LABEL[q.status]}
              </Badge>
              <Text size="sm" c="gray.7">
                #{q.id}
              </Text>
            </Group>
            <Title order={1} size="h3" id="question-title" style={{ overflowWrap: 'anywhere' }}>
              {q.title}
            </Title>
          </Stack>
          <Group gap={4} wrap="nowrap">
            <Tooltip label="Edit">
              <ActionIcon
                component={Link}
                to={`/moderator/questions/${q.id}`}
                variant="subtle"
                size="lg"
                aria-label="Edit question"
              >
                <Icon name="edit" />
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Public view">
              <ActionIcon
                component={Link}
                to={`/questions/${q.id}`}
                variant="subtle"
                size="lg"
                aria-label="Public view"
              >
                <Icon name="eye" />
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Delete">
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label="Delete question"
                onClick={confirmDelete}
                loading={remove.isPending}
              >
                <Icon name="trash" />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{q.description}</Text>
        <Stack gap={2}>
          <Text size="sm">
            <b>Author:</b> {q.author.firstName} {q.author.lastName}
            {q.author.specialty ? ` (${q.author.specialty.name})` : ''}
          </Text>
          <Text size="sm">
            <b>Targets:</b> {q.useNpiMap ? `NPI list (${q.npiMap.length} NPIs)` : names.join(', ')}
          </Text>
          <Text size="sm">
            <b>Publish:</b> {formatDateTime(q.publishDate)} · <b>Expires:</b> {formatDateTime(q.expirationDate)}
          </Text>
          <Text size="sm" c="gray.7">
            {q.therapyArea} · {q.primaryIndication} · {q.secondaryIndication} · {q.stageProgression} · Team{' '}
            {q.initiatingTeam}
          </Text>
        </Stack>
      </Stack>
    </Paper>
  );
}
