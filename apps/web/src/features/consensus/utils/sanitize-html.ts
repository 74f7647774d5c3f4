import { RICH_TEXT_LINK_ATTRIBUTES, RICH_TEXT_TAGS } from '@pc/contracts';
import DOMPurify from 'dompurify';

/*
 * Links inside a consensus lead away from the product: they open in a new tab without handing it
 * this page (rel noopener). Registered once for the shared DOMPurify instance; it only touches
 * anchors that keep an href after sanitising.
 */
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

/**
 * Rich text of a consensus, sanitised again in the browser before it is rendered (design.md: the
 * server sanitises before storage, the page again before rendering), with the same allow-list as the
 * server (contracts rich-text-rules.ts): no styles, forms, frames or images, and no `h1` (the page's
 * only h1 is the consensus title; the heading's words stay as text).
 */
export function sanitizeRichText(html: string | null | undefined): string {
  if (!html) return '';
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [...RICH_TEXT_TAGS],
    ALLOWED_ATTR: [...RICH_TEXT_LINK_ATTRIBUTES],
  });
}
