import { SNIPPET_FRAGMENT_DELIMITER, type SnippetPart } from '@pc/contracts';

/** The mark shown where a passage starts or ends inside the text. */
export const ELLIPSIS = '…';

/**
 * Letters and digits only: the search drops spaces and punctuation at a passage's ends ('(Stroke)
 * risk is high!!' shows as 'Stroke) risk is high'), which must not read as text left out.
 */
const lettersOf = (text: string) => text.replace(/[^\p{L}\p{N}]+/gu, '').toLowerCase();

/**
 * Whether the passage shown of `text` leaves text out before its start and after its end. The
 * passage may be several fragments joined by the search's delimiter: the first one is compared with
 * the text's start, the last one with its end.
 */
export function passageCuts(parts: readonly SnippetPart[], text: string): { before: boolean; after: boolean } {
  const fragments = parts
    .map((part) => part.text)
    .join('')
    .split(SNIPPET_FRAGMENT_DELIMITER);
  const whole = lettersOf(text);
  return {
    before: !whole.startsWith(lettersOf(fragments[0] ?? '')),
    after: !whole.endsWith(lettersOf(fragments.at(-1) ?? '')),
  };
}
