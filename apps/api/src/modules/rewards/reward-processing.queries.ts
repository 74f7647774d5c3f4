import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { selectRows } from '../../db/raw-sql.js';
import { WAITING_FOR_CODE } from './gift-card-pool.js';

/** The one lease every reward processor takes (the Monday job, a run-now, a resume). */
const LEASE = 'gift-card-processing';
/** How long a lease lasts without renewal; the holder renews it every few seconds. */
export const LEASE_SECONDS = 20;

/** Takes the lease when nobody holds it or its holder stopped renewing it. */
export async function acquireLease(db: Db, owner: string): Promise<boolean> {
  const rows = await selectRows<{ owner: string }>(
    db,
    sql`insert into reward_processing_leases (name, owner, until)
      values (${LEASE}, ${owner}, now() + make_interval(secs => ${LEASE_SECONDS}))
      on conflict (name) do update set owner = excluded.owner, until = excluded.until
        where reward_processing_leases.until < now()
      returning owner`,
  );
  return rows.length > 0;
}

export async function renewLease(db: Db, owner: string): Promise<boolean> {
  const rows = await selectRows<{ owner: string }>(
    db,
    sql`update reward_processing_leases set until = now() + make_interval(secs => ${LEASE_SECONDS})
      where name = ${LEASE} and owner = ${owner} returning owner`,
  );
  return rows.length > 0;
}

export async function releaseLease(db: Db, owner: string): Promise<void> {
  await db.execute(sql`delete from reward_processing_leases where name = ${LEASE} and owner = ${owner}`);
}

/** When the current lease runs out (null: nobody holds one). */
export async function leaseEnds(db: Db): Promise<Date | null> {
  const [row] = await selectRows<{ until: Date | string }>(
    db,
    sql`select until from reward_processing_leases where name = ${LEASE}`,
  );
  return row ? new Date(row.until) : null;
}

const holdsLease = (owner: string) =>
  sql`exists (select 1 from reward_processing_leases l where l.name = ${LEASE} and l.owner = ${owner} and l.until > now())`;

/**
 * Hands each reward of a closed period that has no code yet a free code of its value, oldest reward
 * first, in one statement (PostgreSQL runs the `codes` update whether or not it is read): a code goes to one reward only (unique `reward_id`), and a reward whose
 * value has no free code left waits for the next run.
 * The waiting rewards are locked (FOR UPDATE) as the deletion of an answer locks its reward: a
 * reward being withdrawn is waited for and then, withdrawn, left out (PostgreSQL checks the
 * condition again on the row's new version), and a reward being handed a code makes the deletion
 * wait and then find it paid.
 */
export async function assignCodes(db: Db, owner: string): Promise<number> {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`with locked as (
        select r.id, r.value_cents, r.earned_at from rewards r where ${WAITING_FOR_CODE} and ${holdsLease(owner)}
        for update of r
      ), waiting as (
        select id, value_cents, row_number() over (partition by value_cents order by earned_at, id) as n from locked
      ), free as (
        select g.id, g.value_cents, row_number() over (partition by g.value_cents order by g.id) as n
        from gift_card_codes g where g.reward_id is null
      ), pairs as (
        select w.id as reward_id, f.id as code_id from waiting w join free f on f.value_cents = w.value_cents and f.n = w.n
      ), codes as (
        update gift_card_codes g set reward_id = p.reward_id, assigned_at = now() from pairs p where g.id = p.code_id
      )
      update rewards r set gift_card_code_id = p.code_id, issued_at = now()
      from pairs p where r.id = p.reward_id and r.withdrawn_at is null
      returning r.id`,
  );
  return rows.length;
}

export interface RewardMailRow {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  code: string;
  value_cents: number;
  question_title: string;
  period_start: Date | string;
  period_end: Date | string;
  /** Claimed before by a processor that stopped before recording the send. */
  was_attempted: boolean;
}

/**
 * Claims the next reward (after `afterId`) whose code has not been e-mailed, while the caller holds
 * the lease. The claim (`email_attempted_at`) is committed before the message goes out.
 */
export async function claimNextMail(db: Db, owner: string, afterId: number): Promise<RewardMailRow | null> {
  const [row] = await selectRows<RewardMailRow>(
    db,
    sql`with next as (
        select r.id, r.email_attempted_at is not null as was_attempted
        from rewards r join users u on u.id = r.user_id
        where r.id > ${afterId} and r.gift_card_code_id is not null and r.emailed_at is null
          and u.deleted_at is null and ${holdsLease(owner)}
        order by r.id limit 1
      )
      update rewards r set email_attempted_at = now()
      from next join rewards x on x.id = next.id
        join users u on u.id = x.user_id
        join gift_card_codes g on g.id = x.gift_card_code_id
        join topics t on t.id = x.topic_id
      where r.id = next.id
      returning r.id, u.email, u.first_name, u.last_name, g.code, r.value_cents, t.title as question_title,
        r.period_start, r.period_end, next.was_attempted`,
  );
  return row ?? null;
}

export async function markEmailed(db: Db | Tx, rewardId: number): Promise<void> {
  await db.execute(sql`update rewards set emailed_at = now() where id = ${rewardId}`);
}

/** Rewards whose code is assigned but not e-mailed (a crashed or failed run left them). */
export async function unsentCount(db: Db): Promise<number> {
  const [row] = await selectRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from rewards r join users u on u.id = r.user_id
      where r.gift_card_code_id is not null and r.emailed_at is null and u.deleted_at is null`,
  );
  return row?.n ?? 0;
}

/**
 * Codes are kept a year after they were e-mailed (spec §9): older ones are deleted and their reward
 * keeps only the record that it was sent.
 */
export async function purgeOldCodes(db: Db): Promise<number> {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`with old as (
        update rewards set gift_card_code_id = null
        where gift_card_code_id is not null and emailed_at < now() - interval '1 year'
        returning id
      )
      delete from gift_card_codes g using old where g.reward_id = old.id
      returning g.id`,
  );
  return rows.length;
}
