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
 * server sanitises before storage, the page again before rendering). Beyond DOMPurify's defaults:
 * no styles, forms or embedded frames, and no `h1` (the page's only h1 is the consensus title; the
 * heading's words stay as text).
 */
export function sanitizeRichText(html: string | null | undefined): string {
  if (!html) return '';
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['h1', 'style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style', 'id', 'name'],
    ADD_ATTR: ['target'],
  });
}
