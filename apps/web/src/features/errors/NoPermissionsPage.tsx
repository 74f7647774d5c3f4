import { Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@pc/contracts';
import { useSession } from '../auth/session';

export default function NoPermissionsPage() {
  const { signOut } = useSession();
  return (
    <Container size="sm" py={64}>
      <Paper p="xl" shadow="sm">
        <Stack>
          <Title order={1}>No permissions</Title>
          <Text>{MESSAGES.noPermissions}</Text>
          <Button onClick={() => void signOut()} w="fit-content">
            Logout
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
