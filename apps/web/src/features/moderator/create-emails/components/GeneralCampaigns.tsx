import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { CAMPAIGN_MESSAGES, PAGE_SIZE } from '@pc/contracts';
import { errorToast } from '../../../../lib/toasts';
import { Icon } from '../../../../ui/Icon';
import { Pagination } from '../../../../ui/Pagination';
import { CampaignTable } from '../../campaigns/components/CampaignTable';
import { useDownloadUsersAndSpecs } from '../api/download-users-and-specs';
import { useGeneralCampaigns } from '../api/get-general-campaigns';

/** Every specialty and NPI e-mail, 10 a page (spec §9), with the members-and-specialties download. */
export function GeneralCampaigns({ page, onPageChange }: { page: number; onPageChange(page: number): void }) {
  const campaigns = useGeneralCampaigns(page);
  const usersAndSpecs = useDownloadUsersAndSpecs();
  const total = campaigns.data?.meta.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE.campaigns));

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" component="section" aria-labelledby="general-emails">
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h4" id="general-emails">
            E-mails
          </Title>
          <Button
            variant="default"
            size="sm"
            leftSection={<Icon name="download" size={16} />}
            loading={usersAndSpecs.isPending}
            onClick={() =>
              usersAndSpecs.mutate(undefined, {
                onError: (err) => errorToast(CAMPAIGN_MESSAGES.targetListFailed, err.message || undefined),
              })
            }
          >
            Members and specialties CSV
          </Button>
        </Group>
        {campaigns.isLoading && <Loader role="status" size="sm" aria-label="Loading e-mails" />}
        {campaigns.isError && <Alert color="red">The e-mails could not be loaded.</Alert>}
        {campaigns.data?.data.length === 0 && <Text c="gray.7">No e-mails yet.</Text>}
        {!!campaigns.data?.data.length && <CampaignTable campaigns={campaigns.data.data} />}
        <Pagination page={page} total={pages} onChange={onPageChange} label="E-mail pages" />
      </Stack>
    </Paper>
  );
}
