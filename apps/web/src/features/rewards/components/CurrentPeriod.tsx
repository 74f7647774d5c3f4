import { Anchor, Badge, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { REWARD_TIMING, type RewardsSummary } from '@pc/contracts';
import { Link } from 'react-router';
import { earnedOfMax, formatPeriod, formatUsd, remainingText } from '../utils/reward-format';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text component="dt" size="sm" c="gray.7">
        {label}
      </Text>
      <Text component="dd" m={0} fw={650}>
        {value}
      </Text>
    </div>
  );
}

/**
 * Current eligibility (spec §2 Rewards, §3 Rewards summary): the open weekly period, how many of its
 * rewards the member has earned, what each pays, and the questions addressed to them by NPI.
 */
export function CurrentPeriod({ summary }: { summary: RewardsSummary }) {
  const earnedValue = summary.rewards.reduce((sum, reward) => sum + reward.value, 0);
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md" component="section" aria-labelledby="rewards-period">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h3" id="rewards-period">
            This period
          </Title>
          <Badge size="lg" variant="filled" tt="none">
            {summary.label}
          </Badge>
        </Group>
        <Text size="sm">{formatPeriod(summary.period)} (UTC)</Text>
        <Text fw={700} size="xl">
          {earnedOfMax(summary.earned, summary.max)}
        </Text>
        <SimpleGrid component="dl" cols={{ base: 2, sm: 3 }} m={0} spacing="sm">
          <Figure label="Each reward" value={formatUsd(summary.value)} />
          <Figure label="Earned this period" value={formatUsd(earnedValue)} />
        </SimpleGrid>
        <Text>{remainingText(summary.earned, summary.max, summary.period)}</Text>
        {summary.npiUnrewardedTopics.length > 0 && (
          <Stack gap={4}>
            <Text fw={600}>Questions chosen for you</Text>
            <List spacing={4} listStyleType="none" aria-label="Questions chosen for you">
              {summary.npiUnrewardedTopics.map((question) => (
                <List.Item key={question.id}>
                  <Anchor component={Link} to={`/questions/${question.id}`}>
                    {question.title}
                  </Anchor>
                </List.Item>
              ))}
            </List>
          </Stack>
        )}
        {summary.npiRewardedTopics.length > 0 && (
          <Text size="sm" c="gray.7">
            {summary.npiRewardedTopics.length === 1
              ? 'You have been rewarded for 1 question chosen for you.'
              : `You have been rewarded for ${summary.npiRewardedTopics.length} questions chosen for you.`}
          </Text>
        )}
        <Text size="sm" c="gray.7">
          {REWARD_TIMING.periodStart}
        </Text>
      </Stack>
    </Paper>
  );
}
