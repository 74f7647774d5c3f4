import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ConsensusSummary } from '@pc/contracts';
import { useMemo, useState } from 'react';
import { errorToast } from '../../../../lib/toasts';
import { Icon } from '../../../../ui/Icon';
import { DOCX_TYPE, downloadFile, EXPORT_FILE_NAMES } from '../../content-exports/download';
import { buildSummaryFragment } from '../../content-exports/summary-fragment';
import { buildTileFragment, consensusTileContent } from '../../content-exports/tile-fragment';
import { TilePreview } from '../../content-exports/TilePreview';

/** The DOCX library is large: it is fetched when a moderator asks for a document, not with the page. */
async function buildDocx(summary: ConsensusSummary, origin: string): Promise<Blob> {
  const [{ buildConsensusDocx }, { loadImageForDocx }] = await Promise.all([
    import('../../content-exports/consensus-docx'),
    import('../../content-exports/browser-image'),
  ]);
  return buildConsensusDocx(summary, { origin, loadImage: loadImageForDocx });
}

/**
 * The export screen (spec §2): Export Tile ('PC-Tile-{id}.php'), Export Summary ('PC-Summary-{id}.php'),
 * Export DOCX, and the tile as it will be exported. The files are made here in the browser (spec §7:
 * no server call).
 */
export function ExportPanel({ summary }: { summary: ConsensusSummary }) {
  const origin = window.location.origin;
  const tile = useMemo(
    () => buildTileFragment(consensusTileContent(summary, { origin }), { origin }),
    [summary, origin],
  );
  const [makingDocx, setMakingDocx] = useState(false);

  const exportDocx = async () => {
    setMakingDocx(true);
    try {
      downloadFile(await buildDocx(summary, origin), EXPORT_FILE_NAMES.docx(summary.id), DOCX_TYPE);
    } catch {
      errorToast('The DOCX could not be made.');
    } finally {
      setMakingDocx(false);
    }
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="consensus-export-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="consensus-export-title">
          Export
        </Title>
        <Group align="flex-start" gap="lg" wrap="wrap">
          <TilePreview fragment={tile} label="Preview of the exported tile" />
          <Stack gap="xs" style={{ flex: '1 1 200px' }}>
            <Text size="sm" c="gray.7">
              The tile and the summary download as HTML fragments for the website's pages; the DOCX opens in Word or
              LibreOffice.
            </Text>
            <Group gap="sm">
              <Button
                variant="default"
                leftSection={<Icon name="download" size={16} />}
                onClick={() => downloadFile(tile, EXPORT_FILE_NAMES.tile(summary.id))}
              >
                Export Tile
              </Button>
              <Button
                variant="default"
                leftSection={<Icon name="download" size={16} />}
                onClick={() =>
                  downloadFile(buildSummaryFragment(summary, { origin }), EXPORT_FILE_NAMES.summary(summary.id))
                }
              >
                Export Summary
              </Button>
              <Button
                variant="default"
                leftSection={<Icon name="download" size={16} />}
                loading={makingDocx}
                onClick={exportDocx}
              >
                Export DOCX
              </Button>
            </Group>
          </Stack>
        </Group>
      </Stack>
    </Paper>
  );
}
