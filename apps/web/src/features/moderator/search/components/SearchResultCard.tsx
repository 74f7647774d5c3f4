import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import type { SearchResult } from '@pc/contracts';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import { Snippet } from './Snippet';

/** One match: where it was written, what it says, and who wrote it (spec §3 Search result). */
export function SearchResultCard({ result }: { result: SearchResult }) {
  const specialty = [result.specialty_name, result.subspecialty_name].filter(Boolean).join(' · ');
  return (
    <Paper component="article" withBorder p="md" radius="md" aria-labelledby={`search-result-${result.id}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Anchor
            id={`search-result-${result.id}`}
            component={Link}
            to={`/questions/${result.topic_id}`}
            fw={600}
            size="sm"
          >
            Question #{result.topic_id}
          </Anchor>
          <Text size="sm" c="dimmed">
            <time dateTime={result.created_at}>{dayjs(result.created_at).format('MMM D, YYYY h:mm A')}</time>
          </Text>
        </Group>
        <Text size="sm" c="dimmed" lineClamp={2}>
          {result.description}
        </Text>
        <Snippet parts={result.snippet} text={result.text} />
        <Group gap="md" wrap="wrap">
          <Text size="sm" fw={600}>
            {result.first_name} {result.last_name}
          </Text>
          <Text size="sm">NPI {result.npi ?? '—'}</Text>
          {specialty && <Text size="sm">{specialty}</Text>}
          <Text size="sm">Therapy area: {result.therapy_area}</Text>
        </Group>
      </Stack>
    </Paper>
  );
}
