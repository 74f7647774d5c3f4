import { Button, Group, Paper, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTooltipDue } from '../api/check-tooltip';
import { useViewTooltip } from '../api/view-tooltip';

/**
 * A one-time tip about a feature (spec §3 Tooltip, §4 Show tooltips): due while the member has
 * tooltips on and has not seen tip `name`; dismissing it, or leaving the place it is about (`active`
 * false), records it as viewed so it never shows again.
 */
export function useFeatureTip(name: string, active = true) {
  const due = useTooltipDue(name);
  const view = useViewTooltip();
  const [dismissed, setDismissed] = useState(false);
  const opened = active && due && !dismissed;
  const wasOpened = useRef(false);

  // The tip goes once the server has recorded it (or refused), so a reload right after never shows it again.
  const dismiss = () => {
    if (dismissed || view.isPending) return;
    view.mutate(name, { onSettled: () => setDismissed(true) });
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: only the change of `opened` matters.
  useEffect(() => {
    if (opened) wasOpened.current = true;
    else if (wasOpened.current && !active) dismiss();
  }, [opened, active]);

  return { opened, dismiss, dismissing: view.isPending };
}

/**
 * The tip itself, in the page's flow rather than floating: a floating tip covered what the member
 * came to read (on the profile, the e-mail address under the tabs). The element it is about points
 * to it with `aria-describedby={id}`.
 */
export function FeatureTipNote({
  id,
  label,
  onDismiss,
  dismissing = false,
}: {
  id: string;
  label: string;
  onDismiss: () => void;
  dismissing?: boolean;
}) {
  return (
    <Paper id={id} role="note" aria-label="Tip" withBorder bg="grape.0" p="sm" radius="md">
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
        <Text size="sm">{label}</Text>
        <Button size="xs" variant="default" onClick={onDismiss} loading={dismissing}>
          Got it
        </Button>
      </Group>
    </Paper>
  );
}
