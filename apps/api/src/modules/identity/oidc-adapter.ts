import { createHash } from 'node:crypto';
import { and, eq, gt, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Adapter, AdapterConstructor, AdapterPayload } from 'oidc-provider';
import type { Db } from '../../db/client.js';
import { oidcPayloads } from '../../db/schema/index.js';
import type { KeyCipher } from './key-encryption.js';

/** The models whose rows belong to a grant (oidc-provider's memory adapter uses the same list). */
const GRANTABLE = [
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
];

/** Rows are keyed by the SHA-256 of the id oidc-provider gives (the token, code or session id). */
export const storedId = (id: string) => createHash('sha256').update(id).digest('hex');
const HASHED_ID = '^[0-9a-f]{64}$';
/** Rows of our own in the table (cookie-keys.ts), not oidc-provider's. */
const OWN_TYPES = ['CookieKeys'];
const SEALED_JTI = 'sealedJti';

/**
 * The built-in issuer's storage (sessions, interactions, grants, codes, refresh tokens) in the
 * `oidc_payloads` table, so sign-ins survive restarts and any API process can continue a flow another
 * one started. oidc-provider creates one adapter per model name (`Session`, `Grant`, ...).
 *
 * A copy of the table must not be usable as refresh tokens, codes or sessions: a row's id is the
 * SHA-256 of the id (lookups hash the id presented), and the payload's own copy of the id (`jti`) is
 * left out and put back from the presented id. Sessions are also found by their `uid`; for them the id
 * is kept sealed with the issuer's key-encryption key.
 */
export function databaseAdapter(db: Db, cipher: KeyCipher): AdapterConstructor {
  const live = () => or(isNull(oidcPayloads.expiresAt), gt(oidcPayloads.expiresAt, new Date()));

  /** The stored payload as oidc-provider wrote it: its `jti` from the presented id, or unsealed. */
  async function findBy(type: string, column: 'id' | 'uid' | 'userCode', value: string, presentedId?: string) {
    const [row] = await db
      .select({ payload: oidcPayloads.payload, consumedAt: oidcPayloads.consumedAt })
      .from(oidcPayloads)
      .where(and(eq(oidcPayloads.type, type), eq(oidcPayloads[column], value), live()))
      .limit(1);
    if (!row) return undefined;
    const { [SEALED_JTI]: sealedJti, ...stored } = JSON.parse(row.payload) as AdapterPayload;
    const jti = presentedId ?? (typeof sealedJti === 'string' ? cipher.open(sealedJti, `oidc:${type}`) : undefined);
    const payload = jti ? { ...stored, jti } : stored;
    return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
  }

  return class DatabaseAdapter implements Adapter {
    constructor(private readonly type: string) {}

    async upsert(id: string, { jti: _jti, ...payload }: AdapterPayload, expiresIn: number) {
      const findable = payload.uid || payload.userCode;
      const stored = findable ? { ...payload, [SEALED_JTI]: cipher.seal(id, `oidc:${this.type}`) } : payload;
      const values = {
        payload: JSON.stringify(stored),
        grantId: payload.grantId ?? null,
        userCode: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
      };
      await db
        .insert(oidcPayloads)
        .values({ id: storedId(id), type: this.type, ...values })
        .onConflictDoUpdate({ target: [oidcPayloads.type, oidcPayloads.id], set: values });
    }

    find(id: string) {
      return findBy(this.type, 'id', storedId(id), id);
    }

    findByUid(uid: string) {
      return findBy(this.type, 'uid', uid);
    }

    findByUserCode(userCode: string) {
      return findBy(this.type, 'userCode', userCode);
    }

    async consume(id: string) {
      await db
        .update(oidcPayloads)
        .set({ consumedAt: new Date() })
        .where(and(eq(oidcPayloads.type, this.type), eq(oidcPayloads.id, storedId(id))));
    }

    async destroy(id: string) {
      await db.delete(oidcPayloads).where(and(eq(oidcPayloads.type, this.type), eq(oidcPayloads.id, storedId(id))));
    }

    /**
     * Revoking a grant ends the tokens issued under it (as oidc-provider's own adapter does), but not
     * interactions or sessions that merely mention the grant: a sign-in in progress must survive.
     */
    async revokeByGrantId(grantId: string) {
      await db
        .delete(oidcPayloads)
        .where(and(eq(oidcPayloads.grantId, grantId), inArray(oidcPayloads.type, GRANTABLE)));
    }
  };
}

/** Expired rows are never read (see `live`); the hourly job deletes them so the table stays small. */
export async function purgeExpiredOidcPayloads(db: Db, now = new Date()): Promise<void> {
  await db.delete(oidcPayloads).where(lte(oidcPayloads.expiresAt, now));
}

/**
 * Rows an earlier version stored under the clear id (refresh tokens, sessions, …): re-keyed by its
 * hash, the payload's copy of the id left out or sealed, as `upsert` does now. Run at start; a no-op
 * once done.
 */
export async function hashClearOidcIds(db: Db, cipher: KeyCipher): Promise<number> {
  const rows = await db
    .select({ id: oidcPayloads.id, type: oidcPayloads.type, payload: oidcPayloads.payload })
    .from(oidcPayloads)
    .where(and(sql`${oidcPayloads.id} !~ ${HASHED_ID}`, ...OWN_TYPES.map((t) => ne(oidcPayloads.type, t))));
  for (const row of rows) {
    const { jti: _jti, ...payload } = JSON.parse(row.payload) as AdapterPayload;
    const findable = payload.uid || payload.userCode;
    const stored = findable ? { ...payload, [SEALED_JTI]: cipher.seal(row.id, `oidc:${row.type}`) } : payload;
    await db
      .update(oidcPayloads)
      .set({ id: storedId(row.id), payload: JSON.stringify(stored) })
      .where(and(eq(oidcPayloads.type, row.type), eq(oidcPayloads.id, row.id)));
  }
  return rows.length;
}
