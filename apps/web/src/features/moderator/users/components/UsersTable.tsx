import { ActionIcon, Group, Paper, Stack, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import type { UserListItem } from '@pc/contracts';
import { Link } from 'react-router';
import { Icon } from '../../../../ui/Icon';

export const fullName = (u: Pick<UserListItem, 'firstName' | 'lastName'>) => `${u.firstName} ${u.lastName}`.trim();

/** The warning a row shows when the account could not be created (spec §2). */
function CreateFailedIcon() {
  return (
    <Tooltip label="Account creation failed">
      <Text component="span" c="red.8" style={{ display: 'inline-flex' }} data-create-failed>
        <Icon name="warning" size={16} />
        <VisuallyHidden>Account creation failed</VisuallyHidden>
      </Text>
    </Tooltip>
  );
}

function Name({ user }: { user: UserListItem }) {
  return (
    <Group gap={6} wrap="nowrap">
      {user.userProfile.userCreateFailed && <CreateFailedIcon />}
      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
        {fullName(user)}
      </Text>
      {user.disabled && (
        <Text size="xs" c="gray.7">
          (deactivated)
        </Text>
      )}
    </Group>
  );
}

function Actions({ user, onDelete }: { user: UserListItem; onDelete: (user: UserListItem) => void }) {
  const name = fullName(user);
  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label="Rewards">
        <ActionIcon
          component={Link}
          to={`/moderator/users/${user.id}/rewards`}
          variant="subtle"
          size="lg"
          aria-label={`Rewards of ${name}`}
        >
          <Icon name="gift" />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Edit">
        <ActionIcon
          component={Link}
          to={`/moderator/users/${user.id}`}
          variant="subtle"
          size="lg"
          aria-label={`Edit ${name}`}
        >
          <Icon name="edit" />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Delete">
        <ActionIcon variant="subtle" color="red" size="lg" aria-label={`Delete ${name}`} onClick={() => onDelete(user)}>
          <Icon name="trash" />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

/**
 * The users list (spec §2): a table with Name, Email, Role, NPI / ID and Actions on wide screens, one
 * card per user on a phone.
 */
export function UsersTable({ users, onDelete }: { users: UserListItem[]; onDelete: (user: UserListItem) => void }) {
  return (
    <>
      <Paper withBorder radius="md" visibleFrom="sm">
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="sm" highlightOnHover aria-label="Users">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Email</Table.Th>
                <Table.Th>Role</Table.Th>
                <Table.Th>NPI / ID</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {users.map((u) => (
                <Table.Tr key={u.id} data-user-id={u.id}>
                  <Table.Td>
                    <Name user={u} />
                  </Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{u.email}</Table.Td>
                  <Table.Td>{u.roleDisplayName}</Table.Td>
                  <Table.Td>{u.npi ?? '—'}</Table.Td>
                  <Table.Td>
                    <Actions user={u} onDelete={onDelete} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
      <Stack gap="sm" hiddenFrom="sm" component="ul" aria-label="Users" p={0} m={0} style={{ listStyle: 'none' }}>
        {users.map((u) => (
          <Paper key={u.id} component="li" withBorder radius="md" p="sm" data-user-id={u.id}>
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Name user={u} />
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {u.email}
                </Text>
                <Text size="sm" c="gray.7">
                  {u.roleDisplayName} · {u.internalNpi ? 'ID' : 'NPI'} {u.npi ?? '—'}
                </Text>
              </Stack>
              <Actions user={u} onDelete={onDelete} />
            </Group>
          </Paper>
        ))}
      </Stack>
    </>
  );
}
