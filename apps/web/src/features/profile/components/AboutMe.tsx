import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { CurrentUser } from '@pc/contracts';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed" component="dt">
        {label}
      </Text>
      <Text fw={500} component="dd" m={0}>
        {value}
      </Text>
    </Stack>
  );
}

/** About me (spec §2 Profile): specialty, e-mail address, NPI number. */
export function AboutMe({ user }: { user: CurrentUser }) {
  const specialty = [user.specialty?.name, user.subspecialty?.name].filter(Boolean).join(' · ');
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 3 }} m={0}>
      <Fact label="Specialty" value={specialty || 'Not set'} />
      <Fact label="E-mail address" value={user.email} />
      <Fact label="NPI number" value={user.npi ?? 'Not set'} />
    </SimpleGrid>
  );
}
