import { Alert, Button, Center, Group, Loader, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { AD_PLACEMENT_LABELS, AD_SIZES, type AdStatus, type HouseAd } from '@pc/contracts';
import { useState } from 'react';
import { Chip, type ChipColor } from '../../ui/Chip';
import { PAGE_STYLE } from '../../ui/page-style';
import { safeAdImage } from '../../ui/ad-slot-rules';
import { useHouseAds } from './api/get-house-ads';
import { DeleteHouseAd } from './components/DeleteHouseAd';
import { HouseAdForm } from './components/HouseAdForm';
import { showDay } from './utils/ad-form';

const STATUS: Record<AdStatus, { label: string; color: ChipColor }> = {
  running: { label: 'Running', color: 'teal' },
  scheduled: { label: 'Scheduled', color: 'blue' },
  ended: { label: 'Ended', color: 'gray' },
};
const count = new Intl.NumberFormat('en-US');

/**
 * `/moderator/ads` (administrators, `programs`): the house ads of spec §9 with their impressions and
 * clicks; create, edit and delete them.
 */
export default function HouseAdsPage() {
  useDocumentTitle('House ads · Peer Consults');
  const ads = useHouseAds();
  const [editing, setEditing] = useState<HouseAd | 'new' | null>(null);
  const [deleting, setDeleting] = useState<HouseAd | null>(null);

  return (
    <Stack gap="md" maw={1200} mx="auto" w="100%" p={{ base: 'sm', sm: 'md' }} style={PAGE_STYLE}>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            House ads
          </Title>
          <Text size="sm" c="dimmed">
            Our own ads in the feeds, on question pages and on public consensus pages. Times are UTC days.
          </Text>
        </div>
        <Button onClick={() => setEditing('new')}>New ad</Button>
      </Group>
      {ads.isPending && (
        <Center py="xl">
          <Loader role="status" aria-label="Loading the ads" />
        </Center>
      )}
      {ads.isError && <Alert color="red" role="alert" title="The ads could not be loaded. Please try again." />}
      {ads.data && ads.data.ads.length === 0 && <Text>No ads yet.</Text>}
      {ads.data && ads.data.ads.length > 0 && (
        <>
          {/* A table from 768 px, one card per ad below (the CSS chooses, so nothing moves). */}
          <Table striped verticalSpacing="sm" visibleFrom="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Ad</Table.Th>
                <Table.Th>Slot</Table.Th>
                <Table.Th>Shown to</Table.Th>
                <Table.Th>Dates</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th ta="right">Impressions</Table.Th>
                <Table.Th ta="right">Clicks</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {ads.data.ads.map((ad) => (
                <AdRow key={ad.id} ad={ad} onEdit={() => setEditing(ad)} onDelete={() => setDeleting(ad)} />
              ))}
            </Table.Tbody>
          </Table>
          <Stack gap="sm" hiddenFrom="sm">
            {ads.data.ads.map((ad) => (
              <AdCard key={ad.id} ad={ad} onEdit={() => setEditing(ad)} onDelete={() => setDeleting(ad)} />
            ))}
          </Stack>
        </>
      )}
      {editing && <HouseAdForm ad={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {deleting && <DeleteHouseAd ad={deleting} onClose={() => setDeleting(null)} />}
    </Stack>
  );
}

interface RowProps {
  ad: HouseAd;
  onEdit: () => void;
  onDelete: () => void;
}

/** The ad's name, a small copy of its image and where it links. */
function AdSummary({ ad }: { ad: HouseAd }) {
  const size = AD_SIZES[ad.placement];
  const src = safeAdImage(ad.imageUrl);
  return (
    <Stack gap={4}>
      <Text fw={600} size="sm">
        {ad.name}
      </Text>
      {src && (
        <img
          src={src}
          alt={ad.altText}
          width={size.width}
          height={size.height}
          style={{ width: Math.min(size.width, 160), height: 'auto', display: 'block' }}
        />
      )}
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {ad.linkUrl}
      </Text>
    </Stack>
  );
}

const audience = (ad: HouseAd) => (ad.specialties.length ? ad.specialties.map((s) => s.name).join(', ') : 'Everyone');
const dates = (ad: HouseAd) => `${showDay(ad.startsOn)} – ${ad.endsOn ? showDay(ad.endsOn) : 'no end'}`;

function Actions({ ad, onEdit, onDelete }: RowProps) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Button size="xs" variant="default" onClick={onEdit} aria-label={`Edit ${ad.name}`}>
        Edit
      </Button>
      <Button size="xs" variant="default" onClick={onDelete} aria-label={`Delete ${ad.name}`}>
        Delete
      </Button>
    </Group>
  );
}

function AdRow(props: RowProps) {
  const { ad } = props;
  return (
    <Table.Tr data-ad-id={ad.id}>
      <Table.Td>
        <AdSummary ad={ad} />
      </Table.Td>
      <Table.Td>{AD_PLACEMENT_LABELS[ad.placement]}</Table.Td>
      <Table.Td>{audience(ad)}</Table.Td>
      <Table.Td>{dates(ad)}</Table.Td>
      <Table.Td>
        <Chip color={STATUS[ad.status].color}>{STATUS[ad.status].label}</Chip>
      </Table.Td>
      <Table.Td ta="right">{count.format(ad.impressions)}</Table.Td>
      <Table.Td ta="right">{count.format(ad.clicks)}</Table.Td>
      <Table.Td>
        <Actions {...props} />
      </Table.Td>
    </Table.Tr>
  );
}

function AdCard(props: RowProps) {
  const { ad } = props;
  return (
    <Paper withBorder p="sm" data-ad-id={ad.id}>
      <Stack gap="xs">
        <AdSummary ad={ad} />
        <Group gap="xs">
          <Chip color={STATUS[ad.status].color}>{STATUS[ad.status].label}</Chip>
          <Text size="sm">{dates(ad)}</Text>
        </Group>
        <Text size="sm">
          {AD_PLACEMENT_LABELS[ad.placement]} · {audience(ad)}
        </Text>
        <Text size="sm">
          {count.format(ad.impressions)} impressions · {count.format(ad.clicks)} clicks
        </Text>
        <Actions {...props} />
      </Stack>
    </Paper>
  );
}
