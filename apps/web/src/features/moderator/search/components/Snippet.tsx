import { Text } from '@mantine/core';
import type { SnippetPart } from '@pc/contracts';
import { ELLIPSIS, passageCuts } from '../utils/passage-cuts';

const MARK = { background: 'var(--mantine-color-yellow-2)', color: 'inherit', padding: 0 } as const;

/**
 * The matching passage of an answer, its matches marked, with '…' where it starts or ends inside the
 * text. The parts are plain text from the API and are rendered as text nodes: nothing a member wrote
 * is ever read as HTML.
 */
export function Snippet({ parts, text }: { parts: SnippetPart[] | undefined; text: string }) {
  if (!parts) {
    return (
      <Text size="sm" lineClamp={4}>
        {text}
      </Text>
    );
  }
  const cuts = passageCuts(parts, text);
  return (
    <Text size="sm" data-passage>
      {cuts.before && ELLIPSIS}
      {parts.map((part, i) =>
        part.match ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts never move; their order is the key
          <mark key={i} style={MARK}>
            {part.text}
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above
          <span key={i}>{part.text}</span>
        ),
      )}
      {cuts.after && ELLIPSIS}
    </Text>
  );
}
