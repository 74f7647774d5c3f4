import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { useSession } from '../../auth/session';
import { userRewardsPath } from '../utils/rewards-link';

/**
 * "Rewards" beside a member's name where moderators meet members (answers, comments, confirmed
 * findings): their way to the member's rewards page, as they cannot list users. Nothing for those
 * who may not open that page.
 */
export function MemberRewardsLink({ userId, name }: { userId: number; name: string }) {
  const { user } = useSession();
  const to = userRewardsPath(userId, user?.permissions ?? []);
  if (!to) return null;
  return (
    <Anchor component={Link} to={to} size="sm" aria-label={`Rewards of ${name}`}>
      Rewards
    </Anchor>
  );
}
