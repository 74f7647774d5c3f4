import { Badge } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * Colours of the chips: dark shades, so white text keeps at least 4.5:1 contrast (WCAG AA) on every
 * one of them.
 */
export const CHIP_COLORS = {
  purple: 'grape.8',
  teal: 'teal.9',
  blue: 'blue.9',
  indigo: 'indigo.8',
  cyan: 'cyan.9',
  gray: 'gray.8',
} as const;
export type ChipColor = keyof typeof CHIP_COLORS;

/** A small label: a consensus's type, the purple 'Peer Challenge' chip (spec §2). */
export function Chip({ children, color = 'purple' }: { children: ReactNode; color?: ChipColor }) {
  return (
    <Badge color={CHIP_COLORS[color]} variant="filled" radius="sm" tt="none" fw={600} size="md" miw="max-content">
      {children}
    </Badge>
  );
}
