import { createLocalJWKSet, createRemoteJWKSet, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';

/** Only asymmetric algorithms: `none` and HMAC (shared-secret) tokens are never accepted. */
export const ACCEPTED_ALGORITHMS = ['RS256', 'PS256', 'ES256'];
export const CLOCK_TOLERANCE_SECONDS = 5;

export interface VerifiedToken {
  subject: string;
  claims: JWTPayload;
}

/** A subject the built-in issuer could have written: a user id in its one canonical spelling. */
export const isCanonicalUserSubject = (sub: string) => /^[1-9]\d{0,8}$/.test(sub);

export interface TokenVerifier {
  verify(token: string): Promise<VerifiedToken | null>;
}

/**
 * Validates an access token fully: signature against the issuer's JWKS (cached by jose), issuer,
 * audience, expiry and not-before with a small tolerance, an allow-list of algorithms, and an age:
 * a token issued more than `maxAgeSeconds` ago is refused even when its expiry is far away (a leaked
 * signing key or a misconfigured issuer cannot mint tokens that last for ever).
 * Any failure is `null`: the caller answers 401 without saying which check failed.
 */
export function createTokenVerifier(options: {
  issuer: string;
  audience: string;
  keys: JWTVerifyGetKey;
  maxAgeSeconds: number;
}): TokenVerifier {
  return {
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, options.keys, {
          issuer: options.issuer,
          audience: options.audience,
          algorithms: ACCEPTED_ALGORITHMS,
          clockTolerance: CLOCK_TOLERANCE_SECONDS,
          requiredClaims: ['sub', 'exp', 'iat'],
          maxTokenAge: options.maxAgeSeconds,
        });
        if (!payload.sub) return null;
        return { subject: payload.sub, claims: payload };
      } catch {
        return null;
      }
    },
  };
}

export function localKeySet(publicJwks: object[]): JWTVerifyGetKey {
  return createLocalJWKSet({ keys: publicJwks as any });
}

/** For an external issuer: find its JWKS through OIDC discovery; jose caches and refreshes the keys. */
export async function remoteKeySet(issuer: string): Promise<JWTVerifyGetKey> {
  const res = await fetch(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`);
  if (!res.ok) throw new Error(`OIDC discovery at ${issuer} answered ${res.status}`);
  const meta = (await res.json()) as { jwks_uri: string };
  return createRemoteJWKSet(new URL(meta.jwks_uri), { cacheMaxAge: 10 * 60_000, cooldownDuration: 30_000 });
}
