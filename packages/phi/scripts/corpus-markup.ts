import { isPhiKind, type PhiKind } from '../src/kinds';

export type CorpusLabel = { start: number; end: number; kind: PhiKind; text: string };
export type CorpusRecord = { id: string; split: string; text: string; labels: CorpusLabel[] };

/**
 * Turns one marked-up line ("Pt {name|J.S.} seen {date|3/14}") into plain text and exact spans.
 * The markup keeps the corpus writable by hand; the JSONL is what the eval and tests read.
 */
export function parseMarkup(line: string, where: string): { text: string; labels: CorpusLabel[] } {
  let text = '';
  const labels: CorpusLabel[] = [];
  const re = /\{([a-z_0-9]+)\|([^{}]+)\}/g;
  let last = 0;
  for (const m of line.matchAll(re)) {
    const kind = m[1];
    if (!isPhiKind(kind)) throw new Error(`${where}: unknown kind "${kind}"`);
    text += line.slice(last, m.index);
    const start = text.length;
    text += m[2];
    labels.push({ start, end: text.length, kind, text: m[2] });
    last = (m.index ?? 0) + m[0].length;
  }
  text += line.slice(last);
  if (/[{}]/.test(text)) throw new Error(`${where}: stray brace in "${line}"`);
  return { text, labels };
}
