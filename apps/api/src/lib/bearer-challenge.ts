/** The realm of every `WWW-Authenticate: Bearer` challenge (RFC 6750), in answers and in the API document. */
export const AUTH_REALM = 'peer-consults';

/**
 * RFC 6750 §3: what a 401 says about the scheme it expects. `error="invalid_token"` only when a
 * bearer token came and was refused; a request without one gets the bare challenge (§3.1).
 */
export function bearerChallenge(authorization: string | undefined): string {
  const presented = /^bearer\s+\S/i.test(authorization ?? '');
  return `Bearer realm="${AUTH_REALM}"${presented ? ', error="invalid_token"' : ''}`;
}
