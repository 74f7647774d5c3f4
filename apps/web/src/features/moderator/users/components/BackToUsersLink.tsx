import { Anchor, Group } from '@mantine/core';
import { canOpenPage } from '@pc/contracts';
import { Link } from 'react-router';
import { useSession } from '../../../auth/session';
import { Icon } from '../../../../ui/Icon';

/**
 * The way back to the users list from the pages reached from it (a user's rewards, the gift-card
 * codes), for those who can open it: a moderator reads a user's rewards without managing users.
 */
export function BackToUsersLink() {
  const { user } = useSession();
  if (!canOpenPage('/moderator/users', user?.permissions ?? [])) return null;
  return (
    <Anchor component={Link} to="/moderator/users" size="sm" w="fit-content">
      <Group gap={4} component="span">
        <Icon name="back" size={16} />
        Back to all users
      </Group>
    </Anchor>
  );
}
