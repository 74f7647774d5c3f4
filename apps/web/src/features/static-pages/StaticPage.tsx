import { Container, Paper, Stack, Title } from '@mantine/core';

export function StaticPage({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Container size="md" py="xl">
      <Paper p={{ base: 'md', sm: 'xl' }} shadow="sm">
        <Stack>
          <Title order={1}>{title}</Title>
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}
