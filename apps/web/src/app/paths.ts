/** Drops a trailing slash (spec §2: `/questions/` redirects to `/questions`); null when there is none. */
export function withoutTrailingSlash(pathname: string): string | null {
  if (pathname.length <= 1 || !pathname.endsWith('/')) return null;
  return pathname.replace(/\/+$/, '') || '/';
}
