import { Group, Loader, Stack, Switch, Text } from '@mantine/core';
import type { CurrentUser } from '@pc/contracts';
import { errorToast } from '../../../lib/toasts';
import { useSetShowTooltips } from '../api/set-show-tooltips';

/**
 * My Settings (spec §2, §4): the Show tooltips? switch. While the change is pending the switch is
 * busy; it shows the new value once the server stored it, the old one if that failed.
 */
export function MySettings({ user }: { user: CurrentUser }) {
  const update = useSetShowTooltips();
  return (
    <Stack>
      <Group gap="sm">
        <Switch
          label="Show tooltips?"
          checked={user.showTooltips}
          disabled={update.isPending}
          aria-busy={update.isPending}
          onChange={(event) => update.mutate(event.currentTarget.checked, { onError: () => errorToast() })}
        />
        {update.isPending && <Loader role="status" size="xs" aria-label="Saving" />}
      </Group>
      <Text size="sm" c="dimmed">
        Tooltips point out features the first time you meet them.
      </Text>
    </Stack>
  );
}
