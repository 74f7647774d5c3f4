import { Anchor, Badge, Box, Button, CopyButton, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { REWARD_STATUS_LABELS, type Reward } from '@pc/contracts';
import { Link } from 'react-router';
import { formatLocalDate, formatPeriod, formatUsd, processingText } from '../utils/reward-format';

const STATUS_COLOR: Record<Reward['status'], string> = { earned: 'grape', processing: 'orange', sent: 'teal' };

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" c="gray.7">
        {label}
      </Text>
      <Text component="dd" m={0} size="sm" fw={500}>
        {children}
      </Text>
    </div>
  );
}

/** The gift card of a reward: its code once e-mailed, otherwise where processing stands (spec §9). */
function GiftCard({ reward }: { reward: Reward }) {
  if (reward.status === 'sent' && reward.code) {
    return (
      <Stack gap={4}>
        <Group gap="xs" wrap="wrap">
          <Text ff="monospace" fw={650} style={{ overflowWrap: 'anywhere' }}>
            {reward.code}
          </Text>
          <CopyButton value={reward.code}>
            {({ copied, copy }) => (
              <Button size="compact-xs" variant="light" onClick={copy} aria-label={`Copy the code ${reward.code}`}>
                {copied ? 'Copied' : 'Copy'}
              </Button>
            )}
          </CopyButton>
        </Group>
        {reward.sent_at && (
          <Text size="xs" c="gray.7">
            E-mailed {formatLocalDate(reward.sent_at)}
          </Text>
        )}
      </Stack>
    );
  }
  return (
    <Stack gap={4} align="flex-start">
      <Badge variant="light" color={STATUS_COLOR[reward.status]} tt="none">
        {REWARD_STATUS_LABELS[reward.status]}
      </Badge>
      <Text size="xs" c="gray.7">
        {processingText(reward.period.end)}
      </Text>
    </Stack>
  );
}

/** One reward: the question it was earned on, its period, the date earned, its value and its gift card. */
function RewardItem({ reward }: { reward: Reward }) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Anchor component={Link} to={`/questions/${reward.question_id}`} fw={600} style={{ minWidth: 0 }}>
            {reward.question_title}
          </Anchor>
          <Badge variant="outline" tt="none" style={{ flexShrink: 0 }}>
            {reward.label}
          </Badge>
        </Group>
        <SimpleGrid component="dl" cols={{ base: 2, sm: 4 }} spacing="sm" verticalSpacing="xs" m={0}>
          <Fact label="Period">{formatPeriod(reward.period)}</Fact>
          <Fact label="Date earned">{formatLocalDate(reward.earned_at)}</Fact>
          <Fact label="Value">{formatUsd(reward.value)}</Fact>
        </SimpleGrid>
        {/* Its own list, so the processing text gets the card's full width on a phone. */}
        <Box component="dl" m={0}>
          <Fact label="Gift card">
            <GiftCard reward={reward} />
          </Fact>
        </Box>
      </Stack>
    </Paper>
  );
}

/** Reward history (spec §2 Rewards): every reward, newest first, with its code once it was e-mailed. */
export function RewardHistory({ rewards, bonusLabel }: { rewards: Reward[]; bonusLabel: string }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby="rewards-history">
      <Title order={2} size="h3" id="rewards-history">
        History
      </Title>
      {rewards.length === 0 ? (
        <Paper withBorder p="md" radius="md">
          <Stack gap="xs" align="flex-start">
            <Text fw={600}>No rewards yet.</Text>
            <Text size="sm">
              Answer a question for your specialty to earn a {bonusLabel}; your rewards and their gift card codes will
              be listed here.
            </Text>
            <Anchor component={Link} to="/questions">
              Go to My Specialty
            </Anchor>
          </Stack>
        </Paper>
      ) : (
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Reward history">
          {rewards.map((reward) => (
            <li key={reward.id}>
              <RewardItem reward={reward} />
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
