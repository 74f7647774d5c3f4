import { HOT_QUESTION_TITLE } from '../seed/plan.js';
import type { SqlConnection } from '../shared/sql-target.js';

export const MEMBER_EMAIL = 'hcp@example.org';
export const MODERATOR_EMAIL = 'moderator@example.org';
/** The user list and the campaign need `user_management` / campaign rights: the demo administrator has them, the moderator not. */
export const ADMIN_EMAIL = 'admin@example.org';

/** The ids the scenarios need, read from the generated data before the product starts. */
export interface BenchData {
  memberId: number;
  moderatorId: number;
  hotTopicId: number;
  /** Answers of the hot question the member may rate (not their own). */
  hotAnswerIds: number[];
  writers: { id: number; email: string }[];
  /** Active questions any member with the Other Specialties permission may answer. */
  answerableTopicIds: number[];
  /** The member's specialty (its name): the consensus list's filter as members land on it. */
  memberSpecialty: string;
  /** Published consensuses (bench:seed's, else any), read in turn by the public page scenario. */
  consensusIds: number[];
  /** Generated members spread over the table: the user search looks for them by name and by NPI. */
  searchMembers: { name: string; npi: string }[];
}

const ids = (rows: { id: number | string }[]) => rows.map((r) => Number(r.id));

export async function loadBenchData(conn: SqlConnection): Promise<BenchData> {
  const [people] = await conn.query<{ member: number | null; moderator: number | null }>(
    `select (select id from users where email = $1) as member, (select id from users where email = $2) as moderator`,
    [MEMBER_EMAIL, MODERATOR_EMAIL],
  );
  const [hot] = await conn.query<{ id: number; active: boolean }>(
    `select id, publish_date <= now() and expiration_date > now() + interval '1 hour' as active from topics where title = $1`,
    [HOT_QUESTION_TITLE],
  );
  if (!people?.member || !people.moderator || !hot) {
    throw new Error('This database was not made by `npm run bench:seed` (no hot question or demo users): run it first');
  }
  if (!hot.active) throw new Error('The hot question of this dataset has expired: run `npm run bench:seed` again');
  const memberId = Number(people.member);
  const hotAnswerIds = ids(
    await conn.query(
      `select id from comments where topic_id = $1 and reply_to is null and deleted_at is null
        and created_by_user_id <> $2 order by id`,
      [hot.id, memberId],
    ),
  );
  const writers = (
    await conn.query<{ id: number; email: string }>(
      `select id, email from users where email like 'writer%@bench.example.org' and deleted_at is null order by email`,
    )
  ).map((w) => ({ id: Number(w.id), email: w.email }));
  const answerableTopicIds = ids(
    await conn.query(
      `select id from topics where deleted_at is null and not use_npi_map
        and publish_date <= now() and expiration_date > now() + interval '1 hour' order by id`,
    ),
  );
  const [specialty] = await conn.query<{ name: string | null }>(
    `select s.name from users u join specialties s on s.id = u.specialty_id where u.id = $1`,
    [memberId],
  );
  const consensusIds = ids(
    await conn.query(
      `select id from consensus_summaries where status = 'published' and deleted_at is null
        and title not like 'Bench digest:%' order by id desc limit 100`,
    ),
  );
  // Every 97th generated member: spread over the whole table whatever its size, 100 of them.
  const searchMembers = (
    await conn.query<{ name: string; npi: string }>(
      `select first_name || ' ' || last_name as name, npi from users
        where email like 'member%@bench.example.org' and id % 97 = 0 and npi is not null order by id limit 100`,
    )
  ).map((m) => ({ name: m.name, npi: m.npi }));
  return {
    memberId,
    moderatorId: Number(people.moderator),
    hotTopicId: Number(hot.id),
    hotAnswerIds,
    writers,
    answerableTopicIds,
    memberSpecialty: specialty?.name ?? 'Cardiology',
    consensusIds,
    searchMembers,
  };
}

/**
 * Puts back what the write scenarios changed, so every run measures the same data: the writers'
 * answers (and their rewards, views and votes), the member's votes on the hot thread (with the
 * answers' counts), the member's extra question views, the moderator's search log, and the response
 * counts of the questions written to.
 */
export async function resetBenchWrites(conn: SqlConnection, data: BenchData): Promise<void> {
  const writers = data.writers.map((w) => w.id);
  await conn.query(`delete from rewards where user_id = any($1)`, [writers]);
  await conn.query(
    `delete from ratings where comment_id in (select id from comments where created_by_user_id = any($1))`,
    [writers],
  );
  await conn.query(
    `delete from comments where reply_to in (select id from comments where created_by_user_id = any($1))`,
    [writers],
  );
  await conn.query(`delete from comments where created_by_user_id = any($1)`, [writers]);
  await conn.query(`delete from topic_views where user_id = any($1)`, [writers]);
  await conn.query(`delete from ratings where user_id = $1 and comment_id = any($2)`, [
    data.memberId,
    data.hotAnswerIds,
  ]);
  await conn.query(
    `update comments c set
        agree_count = (select count(*) from ratings r where r.comment_id = c.id and r.value = 1),
        disagree_count = (select count(*) from ratings r where r.comment_id = c.id and r.value = -1)
      where c.id = any($1)`,
    [data.hotAnswerIds],
  );
  await conn.query(
    `delete from topic_views v where v.user_id = $1
      and exists (select 1 from topic_views o where o.user_id = v.user_id and o.topic_id = v.topic_id and o.id < v.id)`,
    [data.memberId],
  );
  // The member has asked to see the hot thread's responses (answers_view): a vote goes only on an
  // answer the member can see (a hidden one is a 404), and the thread read returns the whole thread.
  await conn.query(
    `with kept as (update topic_views set responses_shown_at = coalesce(responses_shown_at, now())
        where topic_id = $1 and user_id = $2 returning id)
      insert into topic_views (topic_id, user_id, responses_shown_at)
      select $1, $2, now() where not exists (select 1 from kept)`,
    [data.hotTopicId, data.memberId],
  );
  await conn.query(`delete from search_logs where user_id = $1`, [data.moderatorId]);
  // bench:digest's placeholder consensuses (published, no content: the digest only names them) would
  // make the consensus list answer 500; it makes them again each time it runs.
  await conn.query(`delete from consensus_summaries where title like 'Bench digest:%'`);
  await conn.query(
    `update topics t set
        total_responses_count = (select count(*) from comments c where c.topic_id = t.id and c.deleted_at is null),
        commented_at = (select max(created_at) from comments c where c.topic_id = t.id)
      where t.id = any($1)`,
    [data.answerableTopicIds],
  );
}
