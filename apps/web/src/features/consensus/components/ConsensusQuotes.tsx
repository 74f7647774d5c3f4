import { Group, Stack, Text } from '@mantine/core';
import type { ConsensusQuote } from '@pc/contracts';
import { PersonAvatar } from '../../../ui/Avatar';
import { Chip } from '../../../ui/Chip';
import { safeUrl, visibleQuotes } from '../utils/visibility';

/** The physicians' own words under a part of the consensus; incomplete quotes are skipped (spec §5). */
export function ConsensusQuotes({ quotes }: { quotes: readonly ConsensusQuote[] | null | undefined }) {
  const shown = visibleQuotes(quotes);
  if (shown.length === 0) return null;
  return (
    <Stack gap={0}>
      {shown.map((q, i) => (
        // Quotes have no id of their own; their order is fixed for a given document.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <figure key={i} className="pc-consensus-quote">
          <blockquote>{q.Quote}</blockquote>
          <figcaption>
            <Group gap="sm" wrap="nowrap" align="center">
              {q.AvatarImage?.url && safeUrl(q.AvatarImage.url) && (
                <PersonAvatar name={q.Author} src={safeUrl(q.AvatarImage.url)} size={32} />
              )}
              <div>
                <Text size="sm" fw={700} component="span">
                  {q.Author}
                </Text>
                {q.Specialty && (
                  <Text size="sm" c="gray.7" component="span">
                    {`, ${q.Specialty}`}
                  </Text>
                )}
              </div>
              {q.KeyOpinionLeader && <Chip color="indigo">Key opinion leader</Chip>}
            </Group>
          </figcaption>
        </figure>
      ))}
    </Stack>
  );
}
