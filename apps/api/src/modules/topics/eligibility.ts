import { type SQL, sql } from 'drizzle-orm';
import { ROLES } from '@pc/contracts';

/**
 * Who a question is for (design.md): HCP and test HCP members, not disabled or deleted, whose specialty
 * or subspecialty is among the question's, or, when the question uses its NPI map, whose NPI is in it.
 * Shared by the member feeds, the moderator's eligible counts, campaign audiences and rewards.
 */
export const MEMBER_ROLE_IDS = ROLES.filter((r) => r.isMember).map((r) => r.id);

export interface MemberTargeting {
  specialtyId: number | null;
  subspecialtyId: number | null;
  npi: string | null;
}

/**
 * SQL condition: the question whose id is `topic.id` targets this member, read from its precomputed
 * audience keys (`topic_audiences`, kept by triggers from the targeting tables: an NPI-map question
 * has only `n:` keys, any other only `s:` and `ss:` ones). The member's values may be parameters or a
 * `users` row's columns; a missing one (null) matches nothing.
 *
 * `oneQuestion`: the statement checks a single question (opening it, answering it). PostgreSQL turns an
 * EXISTS it cannot join (this one sits in an OR) into a hashed set of every question of the member's
 * audiences, read in full to check one: 154 keys for a Cardiology member at scale 1, more as questions
 * accumulate (issue 27: a third of the open's database time). A scalar subquery with a limit is never
 * hashed: it probes the key index for this question, at most one key per audience. Lists of questions
 * (the feeds) keep the EXISTS, where the one hashed set serves every row.
 */
export function topicTargetsMember(
  topic: { id: SQL | any },
  member: MemberTargeting,
  o: { oneQuestion?: boolean } = {},
): SQL {
  const keys = sql`aud.topic_id = ${topic.id}
    and aud.audience in ('s:' || ${member.specialtyId}, 'ss:' || ${member.subspecialtyId}, 'n:' || ${member.npi})`;
  if (o.oneQuestion) return sql`coalesce((select true from topic_audiences aud where ${keys} limit 1), false)`;
  return sql`exists (select 1 from topic_audiences aud where ${keys})`;
}

/**
 * SQL condition over a `users` row aliased `u`: the member is eligible for question `topicId`.
 * Use as `... from users u where ${eligibleMemberCondition(topicId)}`.
 */
export function eligibleMemberCondition(topicId: number): SQL {
  return sql`u.deleted_at is null and not u.disabled
    and u.role_id in (${sql.join(
      MEMBER_ROLE_IDS.map((id) => sql`${id}`),
      sql`, `,
    )})
    and (case when (select use_npi_map from topics where id = ${topicId})
      then exists (select 1 from topic_npis tn where tn.topic_id = ${topicId} and tn.npi = u.npi)
      else (
        exists (select 1 from topic_specialties ts where ts.topic_id = ${topicId} and ts.specialty_id = u.specialty_id)
        or exists (select 1 from topic_subspecialties tss where tss.topic_id = ${topicId} and tss.subspecialty_id = u.subspecialty_id)
      ) end)`;
}
