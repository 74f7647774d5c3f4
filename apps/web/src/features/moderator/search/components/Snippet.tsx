import { Text } from '@mantine/core';
import type { SnippetPart } from '@pc/contracts';

const MARK = { background: 'var(--mantine-color-yellow-2)', color: 'inherit', padding: 0 } as const;

/**
 * The matching passage of an answer, its matches marked. The parts are plain text from the API and
 * are rendered as text nodes: nothing a member wrote is ever read as HTML.
 */
export function Snippet({ parts, text }: { parts: SnippetPart[] | undefined; text: string }) {
  if (!parts) {
    return (
      <Text size="sm" lineClamp={4}>
        {text}
      </Text>
    );
  }
  return (
    <Text size="sm">
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
    </Text>
  );
}
