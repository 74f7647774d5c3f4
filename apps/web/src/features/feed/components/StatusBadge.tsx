import { Badge } from '@mantine/core';
import { TOPIC_STATUS, TOPIC_STATUS_LABEL, type TopicStatus } from '@pc/contracts';

const STATUS_COLOR: Record<TopicStatus, string> = {
  [TOPIC_STATUS.scheduled]: 'blue',
  [TOPIC_STATUS.active]: 'teal',
  [TOPIC_STATUS.expired]: 'gray',
};

/** Active / Expired / Scheduled: a pastel pill whose dark label stays readable (WCAG AA) at badge size. */
export function StatusBadge({ status }: { status: TopicStatus }) {
  return (
    <Badge color={STATUS_COLOR[status]} variant="light" styles={{ label: { color: 'var(--mantine-color-dark-7)' } }}>
      {TOPIC_STATUS_LABEL[status]}
    </Badge>
  );
}
