import {
  type AuthorOption,
  type EngagementStats,
  type InitiatingTeam,
  type InternalTopic,
  type InternalTopicListItem,
  type NpiMappingList,
  rewardPeriod,
  topicStatus,
} from '@pc/contracts';
import { iso, isoOrNull } from '../../db/raw-sql.js';
import type { AuthorRow, EngagementRow, TopicDetailRow, TopicListRow, listNpiMaps } from './internal-topics.queries.js';

export function presentListItem(row: TopicListRow, now: Date): InternalTopicListItem {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    status: topicStatus(new Date(row.publish_date), new Date(row.expiration_date), now),
    publishDate: iso(row.publish_date),
    expirationDate: iso(row.expiration_date),
    createdAt: iso(row.created_at),
    useNpiMap: row.use_npi_map,
    specialties: row.specialties,
    subspecialties: row.subspecialties,
    author: { id: row.author_id, firstName: row.author_first_name, lastName: row.author_last_name },
    answersCount: Number(row.answers_count),
    totalResponsesCount: row.total_responses_count,
  };
}

export function presentTopic(row: TopicDetailRow, now: Date, topicProgramsEnabled: boolean): InternalTopic {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    personalized: row.personalized,
    author: {
      id: row.author_id,
      firstName: row.author_first_name,
      lastName: row.author_last_name,
      email: row.author_email,
      npi: row.author_npi,
      specialty: row.author_specialty,
    },
    specialties: row.specialty_ids,
    subspecialties: row.subspecialty_ids,
    publishDate: iso(row.publish_date),
    expirationDate: iso(row.expiration_date),
    useNpiMap: row.use_npi_map,
    // The map is stored per question; the editor shows each NPI as a row of this question.
    npiMap: row.npis.map((npi) => [row.id, npi] as [number, string]),
    hideAnswers: row.hide_answers,
    status: topicStatus(new Date(row.publish_date), new Date(row.expiration_date), now),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    commentedAt: isoOrNull(row.commented_at),
    totalResponsesCount: row.total_responses_count,
    therapyArea: row.therapy_area,
    primaryIndication: row.primary_indication,
    secondaryIndication: row.secondary_indication,
    stageProgression: row.stage_progression,
    initiatingTeam: row.initiating_team as InitiatingTeam,
    rewardEnabled: row.reward_enabled,
    topicProgramsEnabled,
  };
}

const dollars = (cents: number | string) => Number(cents) / 100;

export function presentEngagement(row: EngagementRow, now: Date): EngagementStats {
  const period = rewardPeriod(now);
  return {
    totalResponses: Number(row.total_responses),
    answers: Number(row.answers),
    uniqueViews: Number(row.unique_views),
    eligible: Number(row.eligible),
    targetSize: Number(row.target_size),
    emailsCount: Number(row.emails_count),
    rewardsTotalUsd: dollars(row.rewards_total_cents),
    rewardsPeriodUsd: dollars(row.rewards_period_cents),
    period: { start: period.start.toISOString(), end: period.end.toISOString() },
  };
}

export const presentAuthor = (row: AuthorRow): AuthorOption => ({
  id: row.id,
  firstName: row.first_name,
  lastName: row.last_name,
  npi: row.npi,
  specialty: row.specialty,
});

export function presentNpiMaps(rows: Awaited<ReturnType<typeof listNpiMaps>>, now: Date): NpiMappingList {
  return {
    data: rows.map((r) => ({
      topicId: r.topic_id,
      title: r.title,
      status: topicStatus(new Date(r.publish_date), new Date(r.expiration_date), now),
      npis: r.npis,
    })),
  };
}
