/**
 * The one allow-list of rich text (consensus summaries, peer challenges): what the server keeps when
 * it sanitises before storage, what the pages keep when they sanitise again before rendering, and
 * what the exports rebuild. Text formatting, lists, h2-h4 headings, quotes, code and links only:
 * nothing that runs code, loads something or changes the page's look. Zod-free (member pages use it).
 */
export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'hr',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'del',
  'sub',
  'sup',
  'code',
  'pre',
  'ul',
  'ol',
  'li',
  'h2',
  'h3',
  'h4',
  'blockquote',
  'a',
] as const;

/** The only attributes kept, on links only. */
export const RICH_TEXT_LINK_ATTRIBUTES = ['href', 'title', 'target', 'rel'] as const;

/** Link addresses allowed in rich text: web pages and e-mail. */
export const RICH_TEXT_LINK_SCHEMES = ['http', 'https', 'mailto'] as const;

/**
 * Whether a link address is one rich text may keep. Browsers skip ASCII whitespace and control
 * characters inside a scheme ("java\tscript:"), so they are removed before the scheme is checked.
 */
export function isRichTextLink(href: string | null | undefined): boolean {
  if (!href) return false;
  return /^(https?:\/\/|mailto:)/i.test(href.replace(/[\p{Cc}\s]/gu, ''));
}
