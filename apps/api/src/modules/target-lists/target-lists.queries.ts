import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { selectRows } from '../../db/raw-sql.js';

export async function findCampaignForList(db: Db, campaignId: number) {
  const [row] = await selectRows<{ id: number; name: string; target_list_created_at: Date | null }>(
    db,
    sql`select id, name, target_list_created_at from campaigns where id = ${campaignId} and deleted_at is null`,
  );
  return row ?? null;
}

/**
 * The campaign's recipients with their member details. Timestamps arrive as Date (PGlite) or as
 * PostgreSQL's text form (node-postgres under Drizzle): the CSV writes them through `iso`.
 */
export async function targetListRows(db: Db, campaignId: number) {
  return selectRows<{
    user_id: number;
    first_name: string;
    last_name: string;
    email: string;
    npi: string | null;
    specialty: string | null;
    subspecialty: string | null;
    topic_id: number | null;
    sent_at: Date | string | null;
  }>(
    db,
    sql`select r.user_id, u.first_name, u.last_name, r.email, u.npi, s.name as specialty, ss.name as subspecialty,
        r.topic_id, r.sent_at
      from campaign_recipients r join users u on u.id = r.user_id
      left join specialties s on s.id = u.specialty_id
      left join subspecialties ss on ss.id = u.subspecialty_id
      where r.campaign_id = ${campaignId}
      order by u.last_name, u.first_name, r.user_id`,
  );
}

/** Every answer and comment (not deleted) of the question, oldest first, answers before their comments. */
export async function answerReportRows(db: Db, topicId: number) {
  return selectRows<{
    id: number;
    reply_to: number | null;
    created_at: Date | string;
    updated_at: Date | string;
    user_id: number;
    first_name: string;
    last_name: string;
    npi: string | null;
    specialty: string | null;
    text: string;
    agree_count: number;
    disagree_count: number;
  }>(
    db,
    sql`select c.id, c.reply_to, c.created_at, c.updated_at, u.id as user_id, u.first_name, u.last_name, u.npi,
        s.name as specialty, c.text, c.agree_count, c.disagree_count
      from comments c join users u on u.id = c.created_by_user_id
      left join specialties s on s.id = u.specialty_id
      where c.topic_id = ${topicId} and c.deleted_at is null
      order by coalesce(c.reply_to, c.id), c.reply_to nulls first, c.created_at, c.id`,
  );
}

/** Every user who is not deleted, with role and specialties. */
export async function usersAndSpecsRows(db: Db) {
  return selectRows<{
    id: number;
    first_name: string;
    last_name: string;
    email: string;
    npi: string | null;
    role_id: number;
    disabled: boolean;
    specialty: string | null;
    subspecialty: string | null;
  }>(
    db,
    sql`select u.id, u.first_name, u.last_name, u.email, u.npi, u.role_id, u.disabled,
        s.name as specialty, ss.name as subspecialty
      from users u left join specialties s on s.id = u.specialty_id
      left join subspecialties ss on ss.id = u.subspecialty_id
      where u.deleted_at is null
      order by u.last_name, u.first_name, u.id`,
  );
}
