import { Button, Group, Popover, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTooltipDue } from '../api/check-tooltip';
import { useViewTooltip } from '../api/view-tooltip';

/**
 * A one-time tip pointing at a feature (spec §3 Tooltip, §4 Show tooltips): shown while the member has
 * tooltips on and has not seen tip `name`; dismissing it, or leaving the place it points to
 * (`active` false), records it as viewed so it never shows again.
 */
export function FeatureTip({
  name,
  label,
  active = true,
  children,
}: {
  name: string;
  label: string;
  active?: boolean;
  children: React.ReactElement;
}) {
  const due = useTooltipDue(name);
  const view = useViewTooltip();
  const [dismissed, setDismissed] = useState(false);
  const opened = active && due && !dismissed;
  const wasOpened = useRef(false);

  const dismiss = () => {
    if (dismissed) return;
    setDismissed(true);
    view.mutate(name);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: only the change of `opened` matters.
  useEffect(() => {
    if (opened) wasOpened.current = true;
    else if (wasOpened.current && !active) dismiss();
  }, [opened, active]);

  return (
    <Popover opened={opened} onClose={dismiss} position="bottom-start" withArrow width={260} shadow="md">
      <Popover.Target>{children}</Popover.Target>
      <Popover.Dropdown aria-label="Tip">
        <Text size="sm">{label}</Text>
        <Group justify="flex-end" mt="xs">
          <Button size="xs" variant="light" onClick={dismiss}>
            Got it
          </Button>
        </Group>
      </Popover.Dropdown>
    </Popover>
  );
}
