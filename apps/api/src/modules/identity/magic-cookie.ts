/**
 * Carries a magic link's token from the link (`/oidc/magic/<token>`) to the sign-in interaction the
 * web app starts next. HttpOnly and scoped to the issuer's path; the ticket itself stays one-time in
 * the database, so the cookie is worth nothing once the link was used.
 */
export const MAGIC_COOKIE = 'pc_magic';

export function magicCookie(o: { token: string; path: string; maxAgeSeconds: number; secure: boolean }): string {
  return [
    `${MAGIC_COOKIE}=${o.token}`,
    `Path=${o.path}`,
    `Max-Age=${Math.max(0, Math.floor(o.maxAgeSeconds))}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(o.secure ? ['Secure'] : []),
  ].join('; ');
}

export const clearMagicCookie = (o: { path: string; secure: boolean }) =>
  magicCookie({ token: '', path: o.path, maxAgeSeconds: 0, secure: o.secure });

/** The cookie's value from a raw Cookie header (Fastify has no cookie parser registered). */
export function readMagicCookie(header: string | undefined): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === MAGIC_COOKIE) return rest.join('=') || undefined;
  }
  return undefined;
}
