import { Card, Stack, Text, Title } from '@mantine/core';
import type { ConsensusTile as ConsensusTileData } from '@pc/contracts';
import { Link } from 'react-router';
import { Chip } from './Chip';
import { consensusTypeColor } from './consensus-type';
import { safeUrl } from './safe-url';
import './consensus-tile.css';

/**
 * One consensus on the Case Consensuses page (spec §2): its type, title, author name and title and
 * image. With `href` the title is a link and the whole card answers a click; without it (the design
 * components page, a preview) it is a picture of the tile.
 */
export function ConsensusTile({ tile, href }: { tile: ConsensusTileData; href?: string }) {
  const title = tile.SummaryTile?.Title?.trim() || tile.ConsensusTitle;
  const authorName = tile.SummaryTile?.AuthorName?.trim() || tile.Author?.Name || '';
  const authorTitle = tile.SummaryTile?.AuthorTitle?.trim() || tile.Author?.Titles || '';
  const image = safeUrl(tile.SummaryTile?.Image?.url);
  const cta = tile.SummaryTile?.CtaText?.trim();
  return (
    <Card withBorder shadow="xs" padding={0} radius="md" className="pc-consensus-tile" component="article">
      {image ? (
        <img className="pc-consensus-tile-image" src={image} alt={`Illustration for ${title}`} loading="lazy" />
      ) : (
        <div className="pc-consensus-tile-placeholder" aria-hidden="true">
          <svg width="48" height="48" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5">
            <path d="M4 5h16v11H8l-4 4V5zM8 9h8M8 12h5" />
          </svg>
        </div>
      )}
      <Stack gap="xs" p="md" style={{ flex: 1 }}>
        <div>
          <Chip color={consensusTypeColor(tile.ConsensusType)}>{tile.ConsensusType}</Chip>
        </div>
        <Title order={3} size="h4" lh={1.3}>
          {href ? (
            <Link to={href} className="pc-consensus-tile-link">
              {title}
            </Link>
          ) : (
            title
          )}
        </Title>
        <div style={{ marginTop: 'auto' }}>
          {authorName && (
            <Text size="sm" fw={600}>
              {authorName}
            </Text>
          )}
          {authorTitle && (
            <Text size="sm" c="gray.7">
              {authorTitle}
            </Text>
          )}
        </div>
        {cta && href && (
          <Text size="sm" fw={600} c="grape.8" aria-hidden="true">
            {cta} →
          </Text>
        )}
      </Stack>
    </Card>
  );
}
