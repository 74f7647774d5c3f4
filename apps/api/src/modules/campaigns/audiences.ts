import type { NpiAudience, SpecialtyAudience, TopicAudience } from '@pc/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { MEMBER_ROLE_IDS, eligibleMemberCondition, topicTargetsMember } from '../topics/eligibility.js';

/**
 * Who a campaign reaches, as SQL conditions over a `users u` row. Every audience is made of members
 * (HCP and test HCP, not disabled or deleted); "eligible" is the shared rule of topics/eligibility.ts,
 * so an NPI-mapped question reaches exactly its mapped members.
 */
export const activeMember: SQL = sql`u.deleted_at is null and not u.disabled
  and u.role_id in (${sql.join(
    MEMBER_ROLE_IDS.map((id) => sql`${id}`),
    sql`, `,
  )})`;

/**
 * The member has not unsubscribed from campaign mail (the unsubscribe link of an earlier campaign):
 * every audience leaves them out, so the counts a moderator sees are the people who will be mailed.
 */
const acceptsCampaignMail: SQL = sql`not exists (select 1 from campaign_mail_preferences p
  where p.user_id = u.id and p.unsubscribed_at is not null)`;

const viewed = (topicId: number) =>
  sql`exists (select 1 from topic_views v where v.topic_id = ${topicId} and v.user_id = u.id)`;
const answered = (topicId: number) =>
  sql`exists (select 1 from comments a where a.topic_id = ${topicId} and a.reply_to is null
    and a.deleted_at is null and a.created_by_user_id = u.id)`;

/**
 * viewed / responded: any member who opened / answered the question (members of other specialties
 * may answer too). not_viewed / not_responded: the eligible members who have not (a deleted answer
 * counts as no answer).
 */
export function topicAudienceCondition(topicId: number, audience: TopicAudience): SQL {
  return sql`${topicAudience(topicId, audience)} and ${acceptsCampaignMail}`;
}

function topicAudience(topicId: number, audience: TopicAudience): SQL {
  switch (audience) {
    case 'all':
      return activeMember;
    case 'eligible':
      return eligibleMemberCondition(topicId);
    case 'viewed':
      return sql`${activeMember} and ${viewed(topicId)}`;
    case 'not_viewed':
      return sql`${eligibleMemberCondition(topicId)} and not ${viewed(topicId)}`;
    case 'responded':
      return sql`${activeMember} and ${answered(topicId)}`;
    case 'not_responded':
      return sql`${eligibleMemberCondition(topicId)} and not ${answered(topicId)}`;
  }
}

/**
 * The question `t` targets the member `u` (the shared eligibility rule with the member's columns
 * in place of values, for audiences that range over many questions).
 */
export function topicTargetsUserRow(topic: { id: SQL }): SQL {
  const column = (name: string) => sql.raw(`u.${name}`) as unknown;
  return topicTargetsMember(topic, {
    specialtyId: column('specialty_id') as number,
    subspecialtyId: column('subspecialty_id') as number,
    npi: column('npi') as string,
  });
}

/** An active question (published, not expired, not deleted) that targets the member `u`. */
function hasActiveQuestion(now: Date): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  return sql`exists (select 1 from topics t where t.deleted_at is null and t.publish_date <= ${at}
    and t.expiration_date >= ${at} and ${topicTargetsUserRow({ id: sql`t.id` })})`;
}

export function specialtyAudienceCondition(specialtyIds: number[], audience: SpecialtyAudience, now: Date): SQL {
  const inSpecialties = sql`u.specialty_id = any(${sql.param(specialtyIds)}::int[]) and ${acceptsCampaignMail}`;
  return audience === 'all_specialty'
    ? sql`${activeMember} and ${inSpecialties}`
    : sql`${activeMember} and ${inSpecialties} and ${hasActiveQuestion(now)}`;
}

/**
 * Over `users u` joined to the NPI rows `r(npi, topic_id)`: every listed member, or only those the
 * row's question targets (any active question when the row names none).
 */
export function npiAudienceCondition(audience: NpiAudience, now: Date): SQL {
  if (audience === 'all_npi') return sql`${activeMember} and ${acceptsCampaignMail}`;
  return sql`${activeMember} and ${acceptsCampaignMail} and (case when r.topic_id is null then ${hasActiveQuestion(now)}
    else exists (select 1 from topics t where t.id = r.topic_id and t.deleted_at is null
      and ${topicTargetsUserRow({ id: sql`t.id` })}) end)`;
}
