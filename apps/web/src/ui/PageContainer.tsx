import { Stack, type StackProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { PAGE_STYLE } from './page-style';

/**
 * The frame of a moderator page: centred, at most `width` wide, with space under the header and
 * along both screen edges on a phone (the title and cards never touch them), and the darker
 * "dimmed" grey of `PAGE_STYLE`. Pages put their heading and sections inside, one under another.
 */
export function PageContainer({
  width = 1100,
  gap = 'md',
  children,
  className,
}: {
  /** The widest the content gets, in px. */
  width?: number;
  gap?: StackProps['gap'];
  children: ReactNode;
  className?: string;
}) {
  return (
    <Stack
      gap={gap}
      maw={width}
      mx="auto"
      w="100%"
      px={{ base: 'sm', sm: 'md' }}
      py={{ base: 'md', sm: 'xl' }}
      style={PAGE_STYLE}
      className={className}
    >
      {children}
    </Stack>
  );
}
