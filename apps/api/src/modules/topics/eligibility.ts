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

/** SQL condition: the question whose id is `topicId` targets this member. */
export function topicTargetsMember(topic: { id: SQL | any; useNpiMap: SQL | any }, member: MemberTargeting): SQL {
  return sql`(case when ${topic.useNpiMap}
    then exists (select 1 from topic_npis tn where tn.topic_id = ${topic.id} and tn.npi = ${member.npi ?? ''})
    else (
      exists (select 1 from topic_specialties ts where ts.topic_id = ${topic.id} and ts.specialty_id = ${member.specialtyId ?? -1})
      or exists (select 1 from topic_subspecialties tss where tss.topic_id = ${topic.id} and tss.subspecialty_id = ${member.subspecialtyId ?? -1})
    ) end)`;
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
