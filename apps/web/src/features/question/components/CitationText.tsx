import { createContext, useContext } from 'react';
import { citationSegments } from '../utils/citation-segments';

/** The resolved titles of the thread's citations by key (one batched request, ThreadList). */
export const CitationTitles = createContext<ReadonlyMap<string, string>>(new Map());

/**
 * A thread text with its literature identifiers and links as links to their canonical pages (issue
 * 24), the resolved title as the tooltip when known; an unresolved one is still a link.
 */
export function CitationText({ text }: { text: string }) {
  const titles = useContext(CitationTitles);
  return (
    <>
      {citationSegments(text).map((segment, i) =>
        segment.citation ? (
          <a
            // Segments never move: the text is the same on every render of this item.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={i}
            className="pc-citation"
            href={segment.citation.url}
            rel="noopener noreferrer"
            target="_blank"
            title={titles.get(segment.citation.key)}
          >
            {segment.text}
          </a>
        ) : (
          segment.text
        ),
      )}
    </>
  );
}
