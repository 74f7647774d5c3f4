import { Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@pc/contracts';
import { Link } from 'react-router';

/** /404 and every unknown path (spec §2, §8). */
export default function NotFoundPage() {
  return (
    <Container size="sm" py={64}>
      <Paper p="xl" shadow="sm">
        <Stack>
          <Title order={1}>Page not found</Title>
          <Text role="status">{MESSAGES.notFoundRedirect}</Text>
          <Button component={Link} to="/" w="fit-content">
            Go to the home page
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
