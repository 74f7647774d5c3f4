import { effectivePermissions, type GiftCardPoolStatus, ROLES, roleById } from '@pc/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { MailMessage } from '../../mail/mailer.js';
import { selectRows } from '../../db/raw-sql.js';

/** Where administrators load codes and see the pool (apps/web features/moderator/rewards). */
export const GIFT_CARD_CODES_PATH = '/moderator/rewards/codes';

/** The roles that can hold user_management at all; the rest never manage the pool. */
const POOL_ROLE_IDS = ROLES.filter(
  (r) => r.preset.includes('user_management') || r.optional.includes('user_management'),
).map((r) => r.id);

export interface PoolAdministrator {
  id: number;
  email: string;
  last_name: string;
}

/** Who looks after the pool: every active (not disabled, not deleted) user holding user_management. */
export async function poolAdministrators(db: Db): Promise<PoolAdministrator[]> {
  if (POOL_ROLE_IDS.length === 0) return [];
  const rows = await selectRows<PoolAdministrator & { role_id: number; extra_permissions: string[] }>(
    db,
    sql`select id, email, last_name, role_id, extra_permissions from users
      where deleted_at is null and not disabled and role_id in (${sql.join(
        POOL_ROLE_IDS.map((id) => sql`${id}`),
        sql`, `,
      )})
      order by id`,
  );
  return rows
    .filter((u) => {
      const role = roleById(u.role_id);
      return role !== undefined && effectivePermissions(role, u.extra_permissions).includes('user_management');
    })
    .map(({ id, email, last_name }) => ({ id, email, last_name }));
}

/** What a run left behind that needs an administrator: a low pool, or rewards with no code to give. */
export const poolNeedsCodes = (pool: GiftCardPoolStatus) => pool.low || pool.waiting > 0;

const usd = (value: number) => (Number.isInteger(value) ? `$${value}` : `$${value.toFixed(2)}`);

/** The warning one administrator gets after a run that left the pool low or rewards waiting. */
export function poolWarningMessage(
  admin: PoolAdministrator,
  pool: GiftCardPoolStatus,
  c: { publicUrl: string; runId: string },
): MailMessage {
  const waiting = pool.byValue.filter((v) => v.waiting > 0);
  return {
    to: admin.email,
    // One id per run and person: a run retried after a crash has a new id and may warn again.
    messageId: `<reward-pool-${c.runId}-${admin.id}@${new URL(c.publicUrl).hostname}>`,
    subject:
      pool.waiting > 0
        ? `Gift-card codes needed: ${pool.waiting} reward${pool.waiting === 1 ? ' is' : 's are'} waiting`
        : 'Gift-card codes are running low',
    text: [
      `Dear ${admin.last_name},`,
      `Reward processing has just run. ${pool.remaining} gift-card code${pool.remaining === 1 ? ' is' : 's are'} left in the pool (it counts as low below ${pool.lowThreshold}).`,
      waiting.length > 0
        ? `Rewards waiting for a code, because the pool has none of their value: ${waiting
            .map((v) => `${v.waiting} of ${usd(v.value)} (${v.remaining} left)`)
            .join('; ')}. They are sent by the next run after codes are imported.`
        : null,
      `Import codes and see the pool at ${c.publicUrl}${GIFT_CARD_CODES_PATH}`,
      '— Peer Consults',
    ]
      .filter((line) => line !== null)
      .join('\n\n'),
  };
}

/**
 * E-mails every administrator once about a run that left the pool low or rewards waiting. Called
 * once per processing run (the Monday job or run-now), so each run warns at most once; a run retried
 * after a crash or a failed relay is a new run and may send the warning again. A failed warning is
 * logged and never stops the gift cards themselves. Returns how many warnings went out.
 */
export async function warnAdministratorsOfPool(
  app: FastifyInstance,
  pool: GiftCardPoolStatus,
  runId: string,
): Promise<number> {
  if (!app.config.features.rewards || !poolNeedsCodes(pool)) return 0;
  app.log.warn(
    { remaining: pool.remaining, waiting: pool.waiting, lowThreshold: pool.lowThreshold },
    'gift card code pool is running low: rewards wait until codes are imported',
  );
  let sent = 0;
  for (const admin of await poolAdministrators(app.db)) {
    try {
      await app.mailer.send(poolWarningMessage(admin, pool, { publicUrl: app.config.publicUrl, runId }));
      sent++;
    } catch (err) {
      app.log.error({ err, userId: admin.id }, 'the low gift card pool warning could not be e-mailed');
    }
  }
  return sent;
}
