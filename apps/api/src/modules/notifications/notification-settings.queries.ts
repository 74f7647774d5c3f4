import {
  DEFAULT_NOTIFICATION_DELIVERY,
  NOTIFICATION_KINDS,
  type NotificationDelivery,
  type NotificationKind,
} from '@pc/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { selectRows } from '../../db/raw-sql.js';

export interface NotificationSettingsRow {
  deliveries: Partial<Record<NotificationKind, NotificationDelivery>>;
  weekly_digest: boolean;
  time_zone: string | null;
}

/** The member's stored choices, or null when they never chose (every default). */
export async function findSettings(db: Db | Tx, userId: number): Promise<NotificationSettingsRow | null> {
  const [row] = await selectRows<NotificationSettingsRow>(
    db,
    sql`select deliveries, weekly_digest, time_zone from notification_settings where user_id = ${userId}`,
  );
  return row ?? null;
}

/** Stores the member's choices: `deliveries` merged into the kinds chosen before. */
export async function saveSettings(
  db: Db | Tx,
  userId: number,
  change: {
    deliveries?: Partial<Record<NotificationKind, NotificationDelivery>>;
    weeklyDigest?: boolean;
    timeZone?: string | null;
  },
  at: Date,
): Promise<void> {
  const deliveries = JSON.stringify(change.deliveries ?? {});
  await db.execute(sql`insert into notification_settings (user_id, deliveries, weekly_digest, time_zone, updated_at)
    values (${userId}, ${deliveries}::jsonb, ${change.weeklyDigest ?? true}, ${change.timeZone ?? null}, ${at.toISOString()}::timestamptz)
    on conflict (user_id) do update set
      deliveries = notification_settings.deliveries || excluded.deliveries,
      weekly_digest = ${change.weeklyDigest === undefined ? sql`notification_settings.weekly_digest` : sql`excluded.weekly_digest`},
      time_zone = ${change.timeZone === undefined ? sql`notification_settings.time_zone` : sql`excluded.time_zone`},
      updated_at = excluded.updated_at`);
}

/** SQL: the default delivery of the kind `kind` (a SQL text expression), from the contracts' table. */
const defaultDeliverySql = (kind: SQL) =>
  sql`(case ${kind} ${sql.join(
    NOTIFICATION_KINDS.map((k) => sql`when ${k} then ${DEFAULT_NOTIFICATION_DELIVERY[k]}`),
    sql` `,
  )} else 'in_app' end)`;

/**
 * SQL: how user `userId` hears of kind `kind` (both SQL expressions): their choice, else the default.
 * For the jobs that mail (immediate mail, the digest), so each decides in one statement for many rows.
 */
export const deliverySql = (kind: SQL, userId: SQL) =>
  sql`coalesce((select s.deliveries ->> ${kind} from notification_settings s where s.user_id = ${userId}),
    ${defaultDeliverySql(kind)})`;
