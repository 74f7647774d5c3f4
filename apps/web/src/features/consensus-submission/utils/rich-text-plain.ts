import { markdownToHtml } from './preview';

/**
 * A markdown field as the server checks it for patient identifiers (issue 14, docs/phi.md): markdown
 * to HTML with the server's parser settings, then the words a reader sees: tags and link addresses
 * dropped, one space where blocks meet, whitespace collapsed (the API's `lib/rich-text.ts`
 * `htmlToPlainText(markdownToHtml(…))`). The findings of a rich-text field are found in this text, so
 * the form highlights them in it and sends a confirmation only while its text is still in it. A
 * string walk rather than the DOM, so it runs the same in the unit tests as in the browser.
 */

/** The elements the server's sanitiser drops with their content (`nonTextTags`): never a reader's words. */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
]);

/**
 * The block elements the server spaces at (its `BLOCK_BOUNDARY`), among those its sanitiser keeps:
 * a `div` or a table cell is dropped before the spacing, so its words run on, as here.
 */
const BLOCKS = new Set(['p', 'br', 'hr', 'li', 'ul', 'ol', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre']);

const TOKEN = /<!--[\s\S]*?(?:-->|$)|<![^>]*>?|<\?[^>]*>?|<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;

/** The named entities an author plausibly types; the server decodes every one, a rarer one stays as written here. */
const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  copy: '©',
  reg: '®',
  trade: '™',
  deg: '°',
  middot: '·',
  bull: '•',
  hellip: '…',
  ndash: '–',
  mdash: '—',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  times: '×',
  plusmn: '±',
  micro: 'µ',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#\d{1,7}|#x[0-9a-fA-F]{1,6}|[a-zA-Z]+);/g, (whole, ref: string) => {
    if (!ref.startsWith('#')) return NAMED_ENTITIES[ref.toLowerCase()] ?? whole;
    const code =
      ref[1] === 'x' || ref[1] === 'X' ? Number.parseInt(ref.slice(2), 16) : Number.parseInt(ref.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/** The words of an HTML fragment, as the server's `htmlToPlainText` reads its sanitised HTML. */
export function htmlPlainText(html: string): string {
  const out: string[] = [];
  let last = 0;
  TOKEN.lastIndex = 0;
  for (let m = TOKEN.exec(html); m; m = TOKEN.exec(html)) {
    out.push(html.slice(last, m.index));
    last = TOKEN.lastIndex;
    const name = m[2]?.toLowerCase();
    if (!name) continue; // a comment, doctype or processing instruction
    if (m[1] !== '/' && DROPPED_WITH_CONTENT.has(name)) {
      const end = new RegExp(`</${name}\\s*>`, 'ig');
      end.lastIndex = last;
      last = end.exec(html) ? end.lastIndex : html.length;
      TOKEN.lastIndex = last;
      continue;
    }
    if (BLOCKS.has(name)) out.push(' ');
  }
  out.push(html.slice(last));
  return decodeEntities(out.join('')).replace(/\s+/g, ' ').trim();
}

/**
 * A plain field as the server stores and checks it (its `plainText`): line endings normalised,
 * control characters other than tab and newline removed, trimmed.
 */
export const cleanText = (text: string): string =>
  text
    .replace(/\r\n?/g, '\n')
    .replace(/[^\P{Cc}\t\n]/gu, '')
    .trim();

/** A markdown field's plain text, as the server checks it (its source cleaned like a plain field first). */
export const markdownPlainText = (source: string): string => htmlPlainText(markdownToHtml(cleanText(source)));

/**
 * Where a finding of a field's plain text is in its markdown, to select it there for editing: the
 * text itself, or the same words with markdown marks or tags between them (`**Ann** Lee` for
 * `Ann Lee`). Null when it cannot be found (then the field is only focused).
 */
export function markdownRange(source: string, found: string): { start: number; end: number } | null {
  const exact = source.indexOf(found);
  if (exact !== -1) return { start: exact, end: exact + found.length };
  const marks = String.raw`(?:[*_~\x60]|<[^>]*>)*`;
  const pattern = Array.from(found.trim())
    .map((ch) =>
      /\s/.test(ch) ? String.raw`(?:\s|[*_~\x60>#]|<[^>]*>)+` : ch.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&'),
    )
    .join(marks);
  if (!pattern) return null;
  const match = new RegExp(pattern).exec(source);
  return match ? { start: match.index, end: match.index + match[0].length } : null;
}
