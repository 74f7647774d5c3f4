import { Anchor, Center, Loader, Stack, Text } from '@mantine/core';
import { MESSAGES, REWARD_TIMING } from '@pc/contracts';
import { Link } from 'react-router';
import { useCurrentRewards } from './api/get-current-rewards';
import { useRewardHistory } from './api/get-reward-history';
import { CurrentPeriod } from './components/CurrentPeriod';
import { RewardHistory } from './components/RewardHistory';
import { LoadFailed } from '../../ui/LoadFailed';

/**
 * The Rewards tab of /my/rewards (spec §2 Rewards): current eligibility and history, with the
 * processing and notification timing of spec §9.
 */
export default function RewardsOverview() {
  const current = useCurrentRewards();
  const history = useRewardHistory();

  if (current.isPending || history.isPending) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label="Loading rewards" />
      </Center>
    );
  }
  if (current.isError || history.isError) {
    return (
      <LoadFailed
        title="Your rewards could not be loaded."
        body={MESSAGES.defaultErrorBody}
        onRetry={() => {
          void current.refetch();
          void history.refetch();
        }}
      />
    );
  }

  return (
    <Stack gap="lg">
      <CurrentPeriod summary={current.data} />
      <RewardHistory rewards={history.data.rewards} bonusLabel={current.data.label} />
      <Stack gap={2}>
        <Text size="sm" c="gray.7">
          {REWARD_TIMING.processing} {REWARD_TIMING.notification} {REWARD_TIMING.codes}
        </Text>
        <Text size="sm" c="gray.7">
          {REWARD_TIMING.form1099}{' '}
          {/* In running text a link needs more than its colour; Text's reset beats Anchor's `underline`. */}
          <Anchor component={Link} to="/faq" size="sm" td="underline">
            Rewards FAQ
          </Anchor>
        </Text>
      </Stack>
    </Stack>
  );
}
