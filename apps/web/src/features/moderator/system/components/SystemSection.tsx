import { Box, Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { LoadFailed } from '../../../../ui/LoadFailed';

/** One part of the system page: a level-2 heading (the section's accessible name) and its content. */
export function SystemSection({
  id,
  title,
  actions,
  children,
}: {
  id: string;
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack component="section" aria-labelledby={`${id}-heading`} gap="xs">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={2} size="h3" id={`${id}-heading`}>
          {title}
        </Title>
        {actions}
      </Group>
      {children}
    </Stack>
  );
}

/**
 * A table that scrolls sideways within its own box on a narrow screen (390 px), never the page. The
 * box is a named region a keyboard can focus, so its hidden columns can be scrolled into view too.
 */
export function ScrollBox({
  label,
  minWidth = 640,
  children,
}: {
  label: string;
  minWidth?: number;
  children: ReactNode;
}) {
  return (
    // A scrolling region must be reachable by keyboard (WCAG 2.1.1; axe's scrollable-region-focusable).
    <Box role="region" aria-label={label} tabIndex={0} style={{ overflowX: 'auto', maxWidth: '100%' }}>
      <Box miw={minWidth}>{children}</Box>
    </Box>
  );
}

export function SectionFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  return <LoadFailed body={`The ${what} could not be loaded. Please try again.`} onRetry={onRetry} />;
}
