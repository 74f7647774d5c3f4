import { Button, Center, Fieldset, Group, Loader, NativeSelect, Select, Stack, Switch, Text } from '@mantine/core';
import {
  NOTIFICATION_KIND_LABELS,
  type NotificationDelivery,
  type NotificationKind,
  type NotificationSettings,
} from '@pc/contracts';
import { useMemo, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { errorToast, successToast } from '../../../lib/toasts';
import { LoadFailed } from '../../../ui/LoadFailed';
import { useNotificationSettings } from '../api/get-notification-settings';
import { useUpdateNotificationSettings } from '../api/update-notification-settings';
import { browserTimeZone, receivableKinds, timeZoneNames } from '../notification-kinds';

const DELIVERY_OPTIONS: { value: NotificationDelivery; label: string }[] = [
  { value: 'in_app', label: 'In the app only' },
  { value: 'immediate', label: 'E-mail right away' },
  { value: 'digest', label: 'In the weekly digest' },
];

/**
 * The profile's Notifications tab (issue 25): for each kind the user can receive, how they hear of it
 * (in the app only, an e-mail right away, or the weekly digest); the digest switch; the time zone the
 * digest is timed by (UTC while none is chosen). Saved together with one PUT.
 */
export function NotificationPreferences({ permissions }: { permissions: readonly string[] }) {
  const settings = useNotificationSettings();
  if (settings.isPending) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label="Loading notification settings" />
      </Center>
    );
  }
  if (settings.isError) return <LoadFailed onRetry={() => void settings.refetch()} />;
  // Keyed by the stored settings, so a save (or a reload) starts the form from what is stored.
  return (
    <PreferencesForm
      key={JSON.stringify(settings.data)}
      settings={settings.data}
      kinds={receivableKinds(permissions)}
    />
  );
}

function PreferencesForm({ settings, kinds }: { settings: NotificationSettings; kinds: NotificationKind[] }) {
  const [deliveries, setDeliveries] = useState(settings.deliveries);
  const [weeklyDigest, setWeeklyDigest] = useState(settings.weeklyDigest);
  const [timeZone, setTimeZone] = useState(settings.timeZone);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateNotificationSettings();
  const zones = useMemo(timeZoneNames, []);
  const browserZone = useMemo(browserTimeZone, []);

  const save = () => {
    setError(null);
    update.mutate(
      { deliveries: Object.fromEntries(kinds.map((k) => [k, deliveries[k]])), weeklyDigest, timeZone },
      {
        onSuccess: () => successToast('Notification settings saved'),
        onError: (err) => {
          const message = err instanceof ApiError && err.status < 500 ? err.message : null;
          setError(message ?? 'Your settings could not be saved. Please try again.');
          errorToast(undefined, message ?? undefined);
        },
      },
    );
  };

  return (
    <Stack gap="lg">
      <Fieldset legend="How you hear of each kind" variant="unstyled">
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            Everything also shows under the bell. E-mails right away come at most once an hour per question.
          </Text>
          {kinds.map((kind) => (
            <NativeSelect
              key={kind}
              label={NOTIFICATION_KIND_LABELS[kind]}
              data={DELIVERY_OPTIONS}
              value={deliveries[kind]}
              onChange={(event) => {
                // Read now: React clears currentTarget before the updater runs.
                const value = event.currentTarget.value as NotificationDelivery;
                setDeliveries((d) => ({ ...d, [kind]: value }));
              }}
            />
          ))}
        </Stack>
      </Fieldset>

      <Fieldset legend="Weekly digest" variant="unstyled">
        <Stack gap="sm">
          <Switch
            label="Send me the weekly digest"
            description="On Monday morning: new questions in my specialty, activity on my answers, new consensuses."
            checked={weeklyDigest}
            onChange={(event) => setWeeklyDigest(event.currentTarget.checked)}
          />
          {!weeklyDigest && (
            <Text size="sm" c="dimmed">
              With the digest off, the kinds set to the weekly digest show in the app only.
            </Text>
          )}
          <Select
            label="Time zone"
            description="The digest comes on Monday morning in this time zone."
            placeholder="UTC"
            data={zones}
            value={timeZone}
            onChange={setTimeZone}
            searchable
            clearable
            nothingFoundMessage="No time zone by that name"
            comboboxProps={{ withinPortal: true }}
          />
          {timeZone === null && (
            <Group gap="xs" wrap="wrap">
              <Text size="sm">No time zone chosen: UTC is used.</Text>
              {browserZone && browserZone !== 'UTC' && zones.includes(browserZone) && (
                <Button size="xs" variant="light" onClick={() => setTimeZone(browserZone)}>
                  Use {browserZone}
                </Button>
              )}
            </Group>
          )}
        </Stack>
      </Fieldset>

      {error && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
      <Group>
        <Button onClick={save} loading={update.isPending}>
          Save notification settings
        </Button>
      </Group>
    </Stack>
  );
}
