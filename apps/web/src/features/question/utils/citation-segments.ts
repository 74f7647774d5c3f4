import { findCitations } from '@pc/contracts';

/** A run of plain text, or a citation written in it (an identifier or a link) with its canonical link. */
export type TextSegment =
  | { text: string; citation?: undefined }
  | { text: string; citation: { key: string; url: string } };

/** The text cut around its citations, in order; a text without any is one plain segment. */
export function citationSegments(text: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let at = 0;
  for (const c of findCitations(text)) {
    if (c.start > at) segments.push({ text: text.slice(at, c.start) });
    segments.push({ text: text.slice(c.start, c.end), citation: { key: c.key, url: c.url } });
    at = c.end;
  }
  if (at < text.length || segments.length === 0) segments.push({ text: text.slice(at) });
  return segments;
}

/** The distinct citation keys of the thread's texts, for one batched `GET citations?ids=`. */
export function citationKeys(texts: readonly (string | null | undefined)[], max: number): string[] {
  const keys = new Set<string>();
  for (const text of texts) {
    if (!text) continue;
    for (const c of findCitations(text)) {
      if (keys.size >= max) return [...keys];
      keys.add(c.key);
    }
  }
  return [...keys];
}
