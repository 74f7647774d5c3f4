import { and, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Adapter, AdapterConstructor, AdapterPayload } from 'oidc-provider';
import type { Db } from '../../db/client.js';
import { oidcPayloads } from '../../db/schema/index.js';

/** The models whose rows belong to a grant (oidc-provider's memory adapter uses the same list). */
const GRANTABLE = [
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
];

/**
 * The built-in issuer's storage (sessions, interactions, grants, codes, refresh tokens) in the
 * `oidc_payloads` table, so sign-ins survive restarts and any API process can continue a flow another
 * one started. oidc-provider creates one adapter per model name (`Session`, `Grant`, ...).
 */
export function databaseAdapter(db: Db): AdapterConstructor {
  const live = () => or(isNull(oidcPayloads.expiresAt), gt(oidcPayloads.expiresAt, new Date()));

  async function findBy(type: string, column: 'id' | 'uid' | 'userCode', value: string) {
    const [row] = await db
      .select({ payload: oidcPayloads.payload, consumedAt: oidcPayloads.consumedAt })
      .from(oidcPayloads)
      .where(and(eq(oidcPayloads.type, type), eq(oidcPayloads[column], value), live()))
      .limit(1);
    if (!row) return undefined;
    const payload = JSON.parse(row.payload) as AdapterPayload;
    return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
  }

  return class DatabaseAdapter implements Adapter {
    constructor(private readonly type: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number) {
      const values = {
        payload: JSON.stringify(payload),
        grantId: payload.grantId ?? null,
        userCode: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
      };
      await db
        .insert(oidcPayloads)
        .values({ id, type: this.type, ...values })
        .onConflictDoUpdate({ target: [oidcPayloads.type, oidcPayloads.id], set: values });
    }

    find(id: string) {
      return findBy(this.type, 'id', id);
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
        .where(and(eq(oidcPayloads.type, this.type), eq(oidcPayloads.id, id)));
    }

    async destroy(id: string) {
      await db.delete(oidcPayloads).where(and(eq(oidcPayloads.type, this.type), eq(oidcPayloads.id, id)));
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
