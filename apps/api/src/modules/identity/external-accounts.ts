import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import type { TokenVerifier, VerifiedToken } from './token-verifier.js';

/**
 * With an external issuer, a user is found by `users.external_subject` (the guard does that). The
 * first time a subject is seen it is linked to the active user with the same e-mail address, taken
 * from the access token's `email` claim or, when the token has none (Auth0, Okta), from the issuer's
 * userinfo endpoint called with that same token. Only an e-mail the issuer marks `email_verified: true`
 * links: otherwise anyone able to register that address at the issuer could take the account over.
 * An unlinked subject simply finds no user, and the guard answers 401.
 */
export interface ExternalLinkOptions {
  db: Db;
  issuer: string;
  onError?: (err: unknown) => void;
  /** Linked subjects kept in memory so steady traffic costs no extra query. */
  cacheSize?: number;
}

interface EmailClaims {
  sub?: unknown;
  email?: unknown;
  email_verified?: unknown;
}

const verifiedEmailOf = (claims: EmailClaims) =>
  typeof claims.email === 'string' && claims.email.includes('@') && claims.email_verified === true
    ? claims.email
    : null;

export function linkExternalAccounts(base: TokenVerifier, o: ExternalLinkOptions): TokenVerifier {
  const linked = new Set<string>();
  const cacheSize = o.cacheSize ?? 10_000;
  let userinfoEndpoint: Promise<string | null> | null = null;

  function remember(subject: string) {
    if (linked.size >= cacheSize) linked.clear();
    linked.add(subject);
  }

  async function discoverUserinfo(): Promise<string | null> {
    const res = await fetch(`${o.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`, {
      signal: AbortSignal.timeout(5000),
    });
    if (!res.ok) return null;
    const meta = (await res.json()) as { userinfo_endpoint?: unknown };
    return typeof meta.userinfo_endpoint === 'string' ? meta.userinfo_endpoint : null;
  }

  async function emailFromUserinfo(token: string, subject: string): Promise<string | null> {
    userinfoEndpoint ??= discoverUserinfo().catch(() => null);
    const endpoint = await userinfoEndpoint;
    if (!endpoint) {
      userinfoEndpoint = null;
      return null;
    }
    const res = await fetch(endpoint, {
      headers: { authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(5000),
    });
    if (!res.ok) return null;
    const claims = (await res.json()) as EmailClaims;
    return claims.sub === subject ? verifiedEmailOf(claims) : null;
  }

  async function link(subject: string, email: string) {
    await o.db.transaction(async (tx) => {
      // A deleted user keeps nothing: the subject moves to the active account with that e-mail.
      await tx
        .update(users)
        .set({ externalSubject: null })
        .where(and(eq(users.externalSubject, subject), isNotNull(users.deletedAt)));
      await tx
        .update(users)
        .set({ externalSubject: subject, updatedAt: new Date() })
        .where(
          and(
            eq(sql`lower(${users.email})`, email.toLowerCase()),
            isNull(users.deletedAt),
            isNull(users.externalSubject),
          ),
        );
    });
  }

  return {
    async verify(token: string): Promise<VerifiedToken | null> {
      const verified = await base.verify(token);
      if (!verified || linked.has(verified.subject)) return verified;
      try {
        const [row] = await o.db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.externalSubject, verified.subject), isNull(users.deletedAt)))
          .limit(1);
        if (row) {
          remember(verified.subject);
          return verified;
        }
        const email = verifiedEmailOf(verified.claims) ?? (await emailFromUserinfo(token, verified.subject));
        if (email) await link(verified.subject, email);
      } catch (err) {
        o.onError?.(err);
      }
      return verified;
    },
  };
}
