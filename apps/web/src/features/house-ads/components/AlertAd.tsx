import './alert-ad.css';
import { CloseButton, Group, Paper } from '@mantine/core';
import { AD_SIZES, type ServedAd } from '@pc/contracts';
import { useState } from 'react';
import { AdSlot } from '../../../ui/AdSlot';
import { recordAdImpression } from '../api/record-ad-impression';

/** The alert ads a member closed in this browser session: each is shown until closed, then not again. */
const CLOSED_KEY = 'pc-alert-ads-closed';

function closedAds(): number[] {
  try {
    const value = JSON.parse(sessionStorage.getItem(CLOSED_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number') : [];
  } catch {
    return [];
  }
}

const countImpression = (id: number) => void recordAdImpression(id);

/**
 * The alert popup of spec §9 (350x550) on the feed of a wide window: in a corner above the page, not
 * modal (it takes no focus and the page stays usable), closed for the rest of the session with its
 * close button. Nothing is drawn while the ads load or when there is none, so it never moves the page.
 */
export function AlertAd({ ad }: { ad: ServedAd | null | undefined }) {
  const [closed, setClosed] = useState(closedAds);
  if (!ad || closed.includes(ad.id)) return null;
  const close = () => {
    const next = [...closed, ad.id];
    sessionStorage.setItem(CLOSED_KEY, JSON.stringify(next));
    setClosed(next);
  };
  return (
    <Paper className="pc-alert-ad" shadow="lg" p="xs" radius="md" withBorder>
      <Group justify="flex-end" mb={4}>
        <CloseButton aria-label="Close the sponsored message" onClick={close} />
      </Group>
      <AdSlot size={AD_SIZES.alert} ad={ad} onShown={countImpression} />
    </Paper>
  );
}
