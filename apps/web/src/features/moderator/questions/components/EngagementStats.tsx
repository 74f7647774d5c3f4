import { Alert, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEngagement } from '../api/get-engagement';
import { formatUsd } from '../utils/format';

/** The question's engagement figures (spec §3), money with $. */
export function EngagementStats({ topicId }: { topicId: number }) {
  const stats = useEngagement(topicId);
  const s = stats.data;
  const figures: [string, string][] = s
    ? [
        ['Total responses', String(s.totalResponses)],
        ['Answers', String(s.answers)],
        ['Unique views', String(s.uniqueViews)],
        ['Eligible', String(s.eligible)],
        ['Target size', String(s.targetSize)],
        ['E-mails sent', String(s.emailsCount)],
        ['Rewards total', formatUsd(s.rewardsTotalUsd)],
        ['Rewards this period', formatUsd(s.rewardsPeriodUsd)],
      ]
    : [];
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" component="section" aria-labelledby="engagement-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="engagement-title">
          Engagement
        </Title>
        {stats.isLoading && <Loader role="status" size="sm" aria-label="Loading engagement" />}
        {stats.isError && <Alert color="red">The engagement figures could not be loaded.</Alert>}
        {s && (
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" component="dl" m={0}>
            {figures.map(([label, value]) => (
              <div key={label}>
                <Text component="dt" size="xs" c="gray.7">
                  {label}
                </Text>
                <Text component="dd" m={0} fw={650} size="lg" data-stat={label}>
                  {value}
                </Text>
              </div>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Paper>
  );
}
