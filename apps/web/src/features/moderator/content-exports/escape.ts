/**
 * Escaping for the exported fragments. They are saved as `.php` files and included by the marketing
 * site's PHP templates, so besides HTML markup no `<?` may ever come out of a text: escaping `<`
 * covers both.
 */
const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Any text, for an element's content or a quoted attribute value. */
export const escapeHtml = (text: string | null | undefined): string =>
  (text ?? '').replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] as string);

const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

/**
 * An address the fragment can use on another site: relative ones (the product's uploads,
 * `/api/v1/uploads/…`) resolved against the product's origin, anything but http(s) and mailto
 * (javascript:, data:, vbscript:) refused. Returns null for nothing usable.
 */
export function absoluteUrl(url: string | null | undefined, origin: string): string | null {
  if (!url?.trim()) return null;
  // The WHATWG parser reads the address as a browser would (it drops tabs and line breaks, so
  // 'java\tscript:' is javascript:), so the protocol checked is the one a click would use.
  let parsed: URL;
  try {
    parsed = new URL(url, origin);
  } catch {
    return null;
  }
  return SAFE_PROTOCOLS.has(parsed.protocol) ? parsed.href : null;
}

/** An http(s) address only (images, the tile's link). */
export function absoluteWebUrl(url: string | null | undefined, origin: string): string | null {
  const resolved = absoluteUrl(url, origin);
  return resolved && /^https?:/.test(resolved) ? resolved : null;
}
