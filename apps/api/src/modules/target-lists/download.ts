/** Download links are API paths the web app fetches with its bearer token. */
export const API_PREFIX_V1 = '/api/v1';

/** YYYY-MM-DD (UTC) for file names. */
export const csvDate = (at: Date) => at.toISOString().slice(0, 10);

/** RFC 5987 attr-chars are kept; everything else, `'()*` included, is percent-encoded as UTF-8. */
const encodeRfc5987 = (text: string) =>
  encodeURIComponent(text).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * `Content-Disposition` of a download (RFC 6266): an ASCII `filename` for old clients (accents
 * dropped, anything else non-ASCII, quotes and backslashes replaced by `_`) and `filename*` with the
 * real name in UTF-8, which every current browser prefers.
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeRfc5987(fileName)}`;
}
