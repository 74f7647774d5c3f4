import { type TopicDetail, type TopicSummary, topicStatus } from '@pc/contracts';
import { iso, isoOrNull } from '../../db/raw-sql.js';
import type { TopicDetailRow, TopicRow } from './topics.queries.js';

export function presentTopicSummary(row: TopicRow, now: Date): TopicSummary {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    personalized: row.personalized,
    status: topicStatus(new Date(row.publish_date), new Date(row.expiration_date), now),
    publishDate: iso(row.publish_date),
    expirationDate: iso(row.expiration_date),
    createdAt: iso(row.created_at),
    commentedAt: isoOrNull(row.commented_at),
    totalResponsesCount: Number(row.total_responses_count),
    hideAnswers: row.hide_answers,
    rewardEnabled: row.reward_enabled,
    specialties: row.specialties,
    answered: row.answered,
  };
}

export function presentTopicDetail(row: TopicDetailRow, topicViewId: number, now: Date): TopicDetail {
  return {
    ...presentTopicSummary(row, now),
    author: {
      id: row.author_id,
      firstName: row.author_first_name,
      lastName: row.author_last_name,
      specialty: row.author_specialty,
    },
    subspecialties: row.subspecialties,
    therapyArea: row.therapy_area,
    primaryIndication: row.primary_indication,
    secondaryIndication: row.secondary_indication,
    stageProgression: row.stage_progression,
    topicViewId,
  };
}
