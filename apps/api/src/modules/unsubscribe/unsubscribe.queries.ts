import { randomBytes } from 'node:crypto';
import type { MailStream } from '@pc/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { selectRows } from '../../db/raw-sql.js';

/** 24 random bytes: an unsubscribe link cannot be guessed from a member's id or another link. */
const newToken = () => randomBytes(24).toString('base64url');
export const TOKEN_SHAPE = /^[A-Za-z0-9_-]{32}$/;

/**
 * The member's unsubscribe token, made the first time a campaign message goes to them and the same
 * in every later message, so any old link still works.
 */
export async function unsubscribeTokenFor(db: Db, userId: number): Promise<string> {
  // A second try only when another sender made the member's token between this statement's start
  // and its insert: the statement's snapshot cannot see that row, the next one can.
  for (let attempt = 0; ; attempt++) {
    const [row] = await selectRows<{ token: string }>(
      db,
      sql`with made as (
          insert into campaign_mail_preferences (user_id, unsubscribe_token) values (${userId}, ${newToken()})
          on conflict (user_id) do nothing returning unsubscribe_token as token)
        select token from made
        union all
        select unsubscribe_token as token from campaign_mail_preferences where user_id = ${userId}
        limit 1`,
    );
    if (row || attempt > 0) {
      if (!row) throw new Error(`no unsubscribe token for user ${userId}`);
      return row.token;
    }
  }
}

export interface UnsubscribeState {
  email: string;
  unsubscribed_at: Date | null;
}

/** Whose link this is (and whether they already left), or nothing for a link we never sent. */
export async function findByToken(db: Db, token: string): Promise<UnsubscribeState | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const [row] = await selectRows<UnsubscribeState>(
    db,
    sql`select u.email, p.unsubscribed_at from campaign_mail_preferences p join users u on u.id = p.user_id
      where p.unsubscribe_token = ${token}`,
  );
  return row ?? null;
}

/** Records the opt-out; a second use keeps the first date. False for a link we never sent. */
export async function recordUnsubscribe(db: Db, token: string): Promise<boolean> {
  if (!TOKEN_SHAPE.test(token)) return false;
  const rows = await selectRows<{ user_id: number }>(
    db,
    sql`update campaign_mail_preferences set unsubscribed_at = coalesce(unsubscribed_at, now())
      where unsubscribe_token = ${token} returning user_id`,
  );
  return rows.length > 0;
}

/**
 * Leaves one stream of notification mail with the member's unsubscribe token (the same token as
 * campaign mail, so one secret per member): a kind goes to in-app only, the weekly digest is switched
 * off. The member's other choices stay. False for a link we never sent.
 */
export async function recordStreamUnsubscribe(db: Db, token: string, stream: MailStream): Promise<boolean> {
  if (!TOKEN_SHAPE.test(token)) return false;
  const change =
    stream === 'weekly_digest'
      ? { deliveries: sql`'{}'::jsonb`, digest: false }
      : { deliveries: sql`jsonb_build_object(${stream}::text, 'in_app')`, digest: null };
  const rows = await selectRows<{ user_id: number }>(
    db,
    sql`insert into notification_settings (user_id, deliveries, weekly_digest, updated_at)
      select p.user_id, ${change.deliveries}, coalesce(${change.digest}::boolean, true), now()
      from campaign_mail_preferences p where p.unsubscribe_token = ${token}
      on conflict (user_id) do update set
        deliveries = notification_settings.deliveries || excluded.deliveries,
        weekly_digest = ${change.digest === null ? sql`notification_settings.weekly_digest` : sql`false`},
        updated_at = excluded.updated_at
      returning user_id`,
  );
  return rows.length > 0;
}
