import { ActionIcon, Alert, Button, Group, Loader, Paper, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { AUDIENCE_LABELS, CAMPAIGN_MESSAGES, type Campaign, type CampaignAudience } from '@pc/contracts';
import { useState } from 'react';
import { errorToast } from '../../../../lib/toasts';
import { useDeleteCampaign } from '../api/delete-campaign';
import { useCampaigns } from '../api/get-campaigns';
import { useDownloadTargetList } from '../api/get-target-list';
import { formatDateTime } from '../utils/format';
import { Icon } from '../../../../ui/Icon';
import { NewEmailModal } from './NewEmailModal';

/** Target list download: spins (with a tooltip to wait) until the list has been built. */
function TargetListButton({ campaign }: { campaign: Campaign }) {
  const download = useDownloadTargetList();
  if (!campaign.targetListCreatedAt) {
    return (
      <Tooltip label={CAMPAIGN_MESSAGES.targetListPending}>
        <span>
          <ActionIcon variant="subtle" size="lg" loading disabled aria-label={CAMPAIGN_MESSAGES.targetListPending}>
            <Icon name="download" />
          </ActionIcon>
        </span>
      </Tooltip>
    );
  }
  return (
    <Tooltip label="Download target list">
      <ActionIcon
        variant="subtle"
        size="lg"
        aria-label={`Download target list of ${campaign.name}`}
        loading={download.isPending}
        onClick={() =>
          download.mutate(campaign.id, {
            onError: (err) => errorToast(CAMPAIGN_MESSAGES.targetListFailed, err.message || undefined),
          })
        }
      >
        <Icon name="download" />
      </ActionIcon>
    </Tooltip>
  );
}

/** The question's e-mail campaigns with the new-email modal (spec §2 details). */
export function CampaignList({ topicId }: { topicId: number }) {
  const campaigns = useCampaigns(topicId);
  const remove = useDeleteCampaign(topicId);
  const [creating, setCreating] = useState(false);

  const confirmDelete = (c: Campaign) =>
    modals.openConfirmModal({
      title: 'Delete email',
      children: <Text size="sm">Delete the email “{c.name}”? Messages not sent yet will not go out.</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(c.id, { onError: (err) => errorToast(CAMPAIGN_MESSAGES.actionFailed, err.message || undefined) }),
    });

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
        {campaigns.isLoading && <Loader size="sm" aria-label="Loading campaigns" />}
        {campaigns.isError && <Alert color="red">The campaigns could not be loaded.</Alert>}
        {campaigns.data?.length === 0 && <Text c="gray.7">No e-mails yet.</Text>}
        {!!campaigns.data?.length && (
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Audience</Table.Th>
                  <Table.Th>Created</Table.Th>
                  <Table.Th>Target size</Table.Th>
                  <Table.Th>Sent</Table.Th>
                  <Table.Th>Actions</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {campaigns.data.map((c) => (
                  <Table.Tr key={c.id}>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{c.name}</Table.Td>
                    <Table.Td>{AUDIENCE_LABELS[c.targetAudience as CampaignAudience] ?? c.targetAudience}</Table.Td>
                    <Table.Td>{formatDateTime(c.createdAt)}</Table.Td>
                    <Table.Td>{c.segmentSize ?? '…'}</Table.Td>
                    <Table.Td>{c.sentCount}</Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <TargetListButton campaign={c} />
                        <Tooltip label="Delete">
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            size="lg"
                            aria-label={`Delete email ${c.name}`}
                            onClick={() => confirmDelete(c)}
                          >
                            <Icon name="trash" />
                          </ActionIcon>
                        </Tooltip>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      {creating && <NewEmailModal topicId={topicId} opened={creating} onClose={() => setCreating(false)} />}
    </Paper>
  );
}
