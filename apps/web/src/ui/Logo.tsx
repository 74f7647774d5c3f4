import { Group, Text } from '@mantine/core';

export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <Group gap={8} wrap="nowrap" aria-label="Peer Consults">
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill={inverted ? '#ffffff' : '#5b4b8a'} />
        <path d="M9 16h14M16 9v14" stroke={inverted ? '#5b4b8a' : '#ffffff'} strokeWidth="4" />
      </svg>
      <Text fw={700} c={inverted ? 'white' : 'grape.9'} size="lg">
        Peer Consults
      </Text>
    </Group>
  );
}
