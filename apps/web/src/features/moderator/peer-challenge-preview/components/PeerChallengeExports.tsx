import { Button, Stack, Text, Title } from '@mantine/core';
import type { PeerChallenge } from '@pc/contracts';
import { useMemo } from 'react';
import { Icon } from '../../../../ui/Icon';
import { downloadFile, EXPORT_FILE_NAMES } from '../../content-exports/download';
import { buildPeerChallengeFragment } from '../../content-exports/peer-challenge-fragment';
import { buildTileFragment, programTileContent } from '../../content-exports/tile-fragment';
import { TilePreview } from '../../content-exports/TilePreview';

/**
 * The program tile's preview (when the peer challenge has one) and the exports: 'Export Tile' (only
 * with a tile, 'PC-Tile-{id}.php') and 'Export Peer Challenge' ('Peer-Challenge-{id}.php'), made in
 * the browser (spec §7).
 */
export function PeerChallengeExports({ challenge, stacked }: { challenge: PeerChallenge; stacked: boolean }) {
  const origin = window.location.origin;
  const tile = useMemo(() => {
    const content = programTileContent(challenge);
    return content ? buildTileFragment(content, { origin }) : null;
  }, [challenge, origin]);
  const buttons = (
    <>
      {tile && (
        <Button
          variant="default"
          fullWidth={stacked}
          leftSection={<Icon name="download" size={16} />}
          onClick={() => downloadFile(tile, EXPORT_FILE_NAMES.tile(challenge.id))}
        >
          Export Tile
        </Button>
      )}
      <Button
        variant="default"
        fullWidth={stacked}
        leftSection={<Icon name="download" size={16} />}
        onClick={() =>
          downloadFile(buildPeerChallengeFragment(challenge, { origin }), EXPORT_FILE_NAMES.peerChallenge(challenge.id))
        }
      >
        Export Peer Challenge
      </Button>
    </>
  );
  return (
    <Stack component="section" gap="sm" aria-labelledby="peer-challenge-export-title">
      <Title order={2} size="h4" id="peer-challenge-export-title">
        Program tile and export
      </Title>
      {tile ? (
        <TilePreview fragment={tile} label="Preview of the program tile" />
      ) : (
        <Text size="sm" c="gray.7">
          This peer challenge has no program tile.
        </Text>
      )}
      <Stack gap="xs" align={stacked ? 'stretch' : 'flex-start'}>
        {buttons}
      </Stack>
    </Stack>
  );
}
