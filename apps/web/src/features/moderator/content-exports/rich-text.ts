import { RICH_TEXT_TAGS } from '@pc/contracts';
import { absoluteUrl, escapeHtml } from './escape';

/**
 * Rich text for the exports, sanitised again (the server stored it sanitised; an export leaves the
 * product for other sites, so it is not trusted twice). Rather than pass the stored HTML through,
 * this rebuilds it: every tag that comes out is one of an allow-list, written by this code, with no
 * attribute but a checked link address; everything else is escaped text. It runs the same in the
 * browser and in node (DOMPurify needs a DOM, and returns its input unchanged without one), so the
 * tested path is the shipped one.
 */
const ALLOWED_TAGS: ReadonlySet<string> = new Set(RICH_TEXT_TAGS);
const VOID_TAGS = new Set(['br', 'hr']);
/** Elements whose content is never text for a reader: dropped with it. */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'template',
  'iframe',
  'object',
  'embed',
  'noscript',
  'noembed',
  'noframes',
  'textarea',
  'title',
  'xmp',
  'svg',
  'math',
  'select',
]);
/** A document's own h1 is the consensus title: headings inside rich text start one level lower. */
const RENAMED: Record<string, string> = { h1: 'h2', h5: 'h4', h6: 'h4', strike: 's' };

const TOKEN = /<!--[\s\S]*?(?:-->|$)|<![^>]*>?|<\?[^>]*>?|<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

/** Text between tags: entities the author's HTML carries stay, anything that could open markup is escaped. */
const escapeText = (text: string): string =>
  text
    .replace(/&(?!(?:#\d{1,7}|#x[0-9a-fA-F]{1,6}|[a-zA-Z][a-zA-Z0-9]{1,31});)/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", colon: ':' };

/** An attribute value as the browser would read it (entities decoded), so the link check sees the real address. */
function decodeAttribute(value: string): string {
  return value.replace(/&(#\d{1,7}|#x[0-9a-fA-F]{1,6}|[a-zA-Z]+);?/g, (whole, ref: string) => {
    if (ref.startsWith('#')) {
      const code =
        ref[1] === 'x' || ref[1] === 'X' ? Number.parseInt(ref.slice(2), 16) : Number.parseInt(ref.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return NAMED_ENTITIES[ref.toLowerCase()] ?? whole;
  });
}

function linkHref(attributes: string, origin: string): string | null {
  for (const m of attributes.matchAll(ATTRIBUTE)) {
    if ((m[1] ?? '').toLowerCase() !== 'href') continue;
    return absoluteUrl(decodeAttribute(m[2] ?? m[3] ?? m[4] ?? ''), origin);
  }
  return null;
}

export interface RichTextOptions {
  /** The product's origin: relative links are made absolute against it. */
  origin: string;
}

/** Stored rich-text HTML, rebuilt from the allow-list (see above). */
export function sanitizeRichText(html: string | null | undefined, { origin }: RichTextOptions): string {
  const input = html ?? '';
  const out: string[] = [];
  const open: string[] = [];
  let last = 0;
  TOKEN.lastIndex = 0;
  for (let m = TOKEN.exec(input); m; m = TOKEN.exec(input)) {
    out.push(escapeText(input.slice(last, m.index)));
    last = TOKEN.lastIndex;
    const rawName = m[2]?.toLowerCase();
    if (!rawName) continue; // a comment, doctype or processing instruction
    const closing = m[1] === '/';
    if (!closing && DROPPED_WITH_CONTENT.has(rawName)) {
      const end = new RegExp(`</${rawName}\\s*>`, 'ig');
      end.lastIndex = last;
      const found = end.exec(input);
      last = found ? end.lastIndex : input.length;
      TOKEN.lastIndex = last;
      continue;
    }
    const name = RENAMED[rawName] ?? rawName;
    if (!ALLOWED_TAGS.has(name)) continue;
    if (closing) {
      const at = open.lastIndexOf(name);
      if (at === -1) continue;
      // Close what was left open inside it, so the fragment stays well-formed in the host page.
      while (open.length > at) out.push(`</${open.pop()}>`);
      continue;
    }
    if (VOID_TAGS.has(name)) {
      out.push(`<${name}>`);
      continue;
    }
    if (name === 'a') {
      const href = linkHref(m[3] ?? '', origin);
      out.push(href ? `<a href="${escapeHtml(href)}" rel="noopener noreferrer" target="_blank">` : '<a>');
    } else {
      out.push(`<${name}>`);
    }
    open.push(name);
  }
  out.push(escapeText(input.slice(last)));
  while (open.length > 0) out.push(`</${open.pop()}>`);
  return out.join('');
}
