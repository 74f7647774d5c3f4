import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One section of the form, with the anchor the outline scrolls to and the heading that names it. */
export function FormSection({ anchor, title, children }: { anchor: string; title: string; children: ReactNode }) {
  const headingId = `${anchor}-heading`;
  return (
    <Paper component="section" id={anchor} aria-labelledby={headingId} withBorder p={{ base: 'sm', sm: 'lg' }}>
      <Stack gap="md">
        <Title order={2} size="h3" id={headingId}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** How a section changes the summary: a function of the current form, so quick edits never undo each other. */
export type FormUpdate<T> = (update: (current: T) => T) => void;
