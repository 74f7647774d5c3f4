import { Anchor, Group } from '@mantine/core';
import { Link } from 'react-router';
import { Icon } from '../../../../ui/Icon';

/** The way back to the users list from the pages reached from it (a user's rewards, the gift-card codes). */
export function BackToUsersLink() {
  return (
    <Anchor component={Link} to="/moderator/users" size="sm" w="fit-content">
      <Group gap={4} component="span">
        <Icon name="back" size={16} />
        Back to all users
      </Group>
    </Anchor>
  );
}
