import { Checkbox, SimpleGrid, Stack, Text } from '@mantine/core';
import { type Permission, permissionOptions } from '@pc/contracts';
import { PERMISSION_LABELS } from '../utils/permission-labels';
import { roleOf, type UserFormState } from '../utils/user-form';

const LOCKED_STYLES = { label: { color: 'var(--mantine-color-gray-8)' } };

/**
 * The role's permissions (spec §6): its locked presets ticked and disabled, its optional ones free to
 * tick. Permissions the role cannot have are not offered.
 */
export function PermissionsField({
  state,
  onToggle,
}: {
  state: UserFormState;
  onToggle: (permission: Permission, on: boolean) => void;
}) {
  const role = roleOf(state);
  const offered = role ? permissionOptions(role) : [];
  return (
    <Stack component="fieldset" gap="xs" style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <Text component="legend" size="sm" fw={500} p={0}>
        Permissions
      </Text>
      <Text size="xs" c="gray.7">
        {role ? 'Locked permissions come with the role.' : 'Choose a role first.'}
      </Text>
      {role && offered.length === 0 && (
        <Text size="sm" c="gray.7">
          This role has no permissions.
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        {offered.map(({ permission, locked }) => (
          <Checkbox
            key={permission}
            label={PERMISSION_LABELS[permission]}
            description={locked ? 'Locked' : undefined}
            checked={state.permissions.includes(permission)}
            disabled={locked}
            // Disabled, but still to be read: the locked permissions are what the role grants.
            styles={locked ? LOCKED_STYLES : undefined}
            onChange={(e) => onToggle(permission, e.currentTarget.checked)}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
