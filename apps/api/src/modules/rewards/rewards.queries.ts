import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { AuthUser } from '../../plugins/auth-guard.js';
import { selectRows } from '../../db/raw-sql.js';
import { targetsUser } from '../topics/topics.policy.js';

export interface RewardRow {
  id: number;
  user_id: number;
  topic_id: number;
  question_title: string;
  value_cents: number;
  period_start: Date | string;
  period_end: Date | string;
  earned_at: Date | string;
  emailed_at: Date | string | null;
  /** Only once the code was e-mailed (and until it is purged a year later). */
  code: string | null;
}

function rewardRows(db: Db, where: SQL): Promise<RewardRow[]> {
  return selectRows<RewardRow>(
    db,
    sql`select r.id, r.user_id, r.topic_id, t.title as question_title, r.value_cents, r.period_start,
        r.period_end, r.earned_at, r.emailed_at,
        case when r.emailed_at is not null then g.code end as code
      from rewards r
      join topics t on t.id = r.topic_id
      left join gift_card_codes g on g.id = r.gift_card_code_id
      where r.withdrawn_at is null and ${where}
      order by r.earned_at desc, r.id desc`,
  );
}

/** Every reward of a member, newest first. */
export const rewardsOfUser = (db: Db, userId: number) => rewardRows(db, sql`r.user_id = ${userId}`);

/** A member's rewards of the eligibility period starting at `periodStart`. */
export const rewardsOfPeriod = (db: Db, userId: number, periodStart: Date) =>
  rewardRows(db, sql`r.user_id = ${userId} and r.period_start = ${periodStart.toISOString()}::timestamptz`);

export interface QuestionRef {
  id: number;
  title: string;
}

/**
 * The NPI-mapped questions addressed to the member (spec §3 npiRewardedTopics / npiUnrewardedTopics):
 * those that earned them a reward, and those open now, reward-enabled and not yet rewarded (a question
 * whose reward was withdrawn is neither: it cannot pay them again).
 */
export async function npiQuestionsOf(
  db: Db,
  user: AuthUser,
  now: Date,
): Promise<{ rewarded: QuestionRef[]; unrewarded: QuestionRef[] }> {
  if (!user.npi) return { rewarded: [], unrewarded: [] };
  const at = now.toISOString();
  const rows = await selectRows<QuestionRef & { rewarded: boolean }>(
    db,
    sql`select t.id, t.title,
        exists (select 1 from rewards r where r.topic_id = t.id and r.user_id = ${user.id}
          and r.withdrawn_at is null) as rewarded
      from topics t
      where t.use_npi_map and t.deleted_at is null and ${targetsUser(user)}
        and (exists (select 1 from rewards r where r.topic_id = t.id and r.user_id = ${user.id} and r.withdrawn_at is null)
          or (not exists (select 1 from rewards r where r.topic_id = t.id and r.user_id = ${user.id}) and t.reward_enabled and t.publish_date <= ${at}::timestamptz and t.expiration_date >= ${at}::timestamptz))
      order by t.publish_date desc, t.id desc`,
  );
  const ref = ({ id, title }: QuestionRef) => ({ id, title });
  return { rewarded: rows.filter((r) => r.rewarded).map(ref), unrewarded: rows.filter((r) => !r.rewarded).map(ref) };
}

export interface RewardUser {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
}

/** The user whose rewards an administrator opens (deleted users too: their rewards remain). */
export async function findRewardUser(db: Db, userId: number): Promise<RewardUser | null> {
  const [row] = await selectRows<RewardUser>(
    db,
    sql`select id, first_name, last_name, email from users where id = ${userId}`,
  );
  return row ?? null;
}

export interface Form1099Row {
  user_id: number;
  first_name: string;
  last_name: string;
  email: string;
  npi: string | null;
  rewards: number;
  total_cents: number;
  sent_cents: number;
}

/** Every member's rewards earned in a calendar year (UTC), largest totals first. */
export function rewardTotalsOfYear(db: Db, year: number): Promise<Form1099Row[]> {
  const from = new Date(Date.UTC(year, 0, 1)).toISOString();
  const to = new Date(Date.UTC(year + 1, 0, 1)).toISOString();
  return selectRows<Form1099Row>(
    db,
    sql`select u.id as user_id, u.first_name, u.last_name, u.email, u.npi,
        count(*)::int as rewards, sum(r.value_cents)::int as total_cents,
        coalesce(sum(r.value_cents) filter (where r.emailed_at is not null), 0)::int as sent_cents
      from rewards r join users u on u.id = r.user_id
      where r.withdrawn_at is null and r.earned_at >= ${from}::timestamptz and r.earned_at < ${to}::timestamptz
      group by u.id
      order by total_cents desc, u.id`,
  );
}
