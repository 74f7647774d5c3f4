import { Marked } from 'marked';
import { isRichTextLink, RICH_TEXT_LINK_ATTRIBUTES, RICH_TEXT_LINK_SCHEMES, RICH_TEXT_TAGS } from '@pc/contracts';
import sanitize from 'sanitize-html';

/**
 * Rich text of consensus summaries and peer challenges (design.md: markdown to HTML with `marked`,
 * sanitised on the server with an allow-list before storage, and again before rendering). Only
 * text formatting, lists, h2-h4 headings, quotes and links survive; everything that can run code,
 * load something or change the page's look (scripts, images, frames, styles, event handlers) is
 * dropped, and a link keeps only an http, https or mailto address.
 */

const LINK_REL = 'noopener noreferrer nofollow';

/** The address kept on a link (entities are already decoded by the parser), or null for none. */
function safeHref(href: string | undefined): string | null {
  return href && isRichTextLink(href) ? href.trim() : null;
}

const OPTIONS: sanitize.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: { a: [...RICH_TEXT_LINK_ATTRIBUTES] },
  allowedSchemes: [...RICH_TEXT_LINK_SCHEMES],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  allowedStyles: {},
  disallowedTagsMode: 'discard',
  // A paragraph left empty by a dropped element (an image, a frame) says nothing.
  exclusiveFilter: (frame) => frame.tag === 'p' && !frame.text.trim() && frame.mediaChildren.length === 0,
  // Their text is code or markup, not prose: dropped with the tag.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math'],
  transformTags: {
    // The page's own title is the h1; a document's headings start one level below.
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    a: (tagName, attribs) => {
      const href = safeHref(attribs.href);
      const out: sanitize.Attributes = { rel: LINK_REL };
      if (href) out.href = href;
      if (attribs.title) out.title = attribs.title;
      // A new tab only ever as _blank (with rel noopener), never a named frame.
      if (href && attribs.target === '_blank') out.target = '_blank';
      return { tagName, attribs: out };
    },
  },
};

/** HTML that arrives as HTML (peer challenge descriptions and summaries), reduced to the allow-list. */
export function sanitizeHtml(html: string): string {
  return sanitize(html, OPTIONS).trim();
}

// A private instance: no global `marked.use()` elsewhere can change how our documents are parsed.
const markdown = new Marked({ gfm: true, breaks: false, async: false });

/** Markdown (what the authoring wizard sends) to sanitised HTML; raw HTML inside it is sanitised too. */
export function markdownToHtml(source: string): string {
  if (!source.trim()) return '';
  return sanitizeHtml(markdown.parse(source, { async: false }) as string);
}

const TEXT_ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const BLOCK_BOUNDARY = /<\/?(?:p|br|hr|li|ul|ol|h[1-6]|blockquote|pre|div|tr|td|th)\b[^>]*>/gi;

/**
 * The words of an HTML fragment as plain text (for a meta description): tags removed, a space where
 * one block ends and the next begins, whitespace collapsed. The result is unescaped text: escape it
 * again wherever it goes into HTML.
 */
export function htmlToPlainText(html: string): string {
  const spaced = html.replace(BLOCK_BOUNDARY, ' $& ');
  const text = sanitize(spaced, { allowedTags: [], allowedAttributes: {}, nonTextTags: OPTIONS.nonTextTags });
  return text
    .replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => TEXT_ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}

/** Text for an HTML text node or a double-quoted attribute. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * A plain-text field (titles, quotes, names): stored as written, never as HTML (readers escape it).
 * Line endings are normalised and control characters other than tab and newline removed.
 */
export function plainText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[^\P{Cc}\t\n]/gu, '')
    .trim();
}
