import { ActionIcon, Box, Group, Paper, Stack, Table, Text, Tooltip } from '@mantine/core';
import { modals } from '../../../../lib/modals';
import { AUDIENCE_LABELS, CAMPAIGN_MESSAGES, type Campaign, type CampaignAudience } from '@pc/contracts';
import { errorToast } from '../../../../lib/toasts';
import { Icon } from '../../../../ui/Icon';
import { formatDateTime } from '../../questions/utils/format';
import { useDeleteCampaign } from '../api/delete-campaign';
import { useDownloadTargetList } from '../api/get-target-list';

/** Target list download: spins (with a tooltip to wait) until the list has been built (spec §4). */
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

/**
 * E-mail campaigns as a table (name, audience, created, target size, sent) with the target list
 * download and delete-with-confirmation: the question details page and the Create emails page.
 */
export function CampaignTable({ campaigns }: { campaigns: readonly Campaign[] }) {
  const remove = useDeleteCampaign();

  const confirmDelete = (c: Campaign) =>
    modals.openConfirmModal({
      title: 'Delete email',
      children: <Text size="sm">Delete the email “{c.name}”? Messages not sent yet will not go out.</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      closeButtonProps: { 'aria-label': 'Close' },
      onConfirm: () =>
        remove.mutate(c.id, { onError: (err) => errorToast(CAMPAIGN_MESSAGES.actionFailed, err.message || undefined) }),
    });

  const audience = (c: Campaign) => AUDIENCE_LABELS[c.targetAudience as CampaignAudience] ?? c.targetAudience;
  const actions = (c: Campaign) => (
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
  );

  return (
    <>
      <Box visibleFrom="sm">
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
              {campaigns.map((c) => (
                <Table.Tr key={c.id}>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{c.name}</Table.Td>
                  <Table.Td>{audience(c)}</Table.Td>
                  <Table.Td>{formatDateTime(c.createdAt)}</Table.Td>
                  <Table.Td>{c.segmentSize ?? '…'}</Table.Td>
                  <Table.Td>{c.sentCount}</Table.Td>
                  <Table.Td>{actions(c)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Box>
      {/* Phones: one card per e-mail, so the actions are not scrolled out of sight. */}
      <Stack hiddenFrom="sm" gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {campaigns.map((c) => (
          <Paper key={c.id} component="li" withBorder p="sm" radius="sm">
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {c.name}
                </Text>
                <Text size="sm">{audience(c)}</Text>
                <Text size="sm" c="gray.7">
                  {formatDateTime(c.createdAt)}
                </Text>
                <Text size="sm" c="gray.7">
                  Target size {c.segmentSize ?? '…'} · Sent {c.sentCount}
                </Text>
              </Stack>
              {actions(c)}
            </Group>
          </Paper>
        ))}
      </Stack>
    </>
  );
}
