/**
 * Only web addresses become links or images: `javascript:`, `data:` and other schemes a stored
 * document might carry are dropped (the server sanitises too; this is the second line). Paths on this
 * site stay, for images the product serves itself (`/api/v1/uploads/...`); `//host` paths do not.
 */
export function safeUrl(url: string | null | undefined): string | null {
  const value = (url ?? '').trim();
  if (value === '') return null;
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  try {
    const parsed = new URL(value);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}
