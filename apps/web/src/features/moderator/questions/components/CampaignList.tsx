import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { CampaignTable } from '../../campaigns/components/CampaignTable';
import { useCampaigns } from '../api/get-campaigns';
import { NewEmailModal } from './NewEmailModal';

/** The question's e-mail campaigns with the new-email modal (spec §2 details). */
export function CampaignList({ topicId }: { topicId: number }) {
  const campaigns = useCampaigns(topicId);
  const [creating, setCreating] = useState(false);

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" component="section" aria-labelledby="campaigns-title">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4" id="campaigns-title">
            E-mail campaigns
          </Title>
          <Button size="sm" onClick={() => setCreating(true)}>
            New email
          </Button>
        </Group>
        {campaigns.isLoading && <Loader role="status" size="sm" aria-label="Loading campaigns" />}
        {campaigns.isError && <Alert color="red">The campaigns could not be loaded.</Alert>}
        {campaigns.data?.length === 0 && <Text c="gray.7">No e-mails yet.</Text>}
        {!!campaigns.data?.length && <CampaignTable campaigns={campaigns.data} />}
      </Stack>
      {creating && <NewEmailModal topicId={topicId} opened={creating} onClose={() => setCreating(false)} />}
    </Paper>
  );
}
