import type { Campaign } from '@pc/contracts';
import { iso, isoOrNull } from '../../db/raw-sql.js';
import type { CampaignRow } from './campaigns.queries.js';

export const presentCampaign = (row: CampaignRow): Campaign => ({
  id: row.id,
  kind: row.kind,
  topicId: row.topic_id,
  name: row.name,
  template: row.template,
  targetAudience: row.target_audience,
  createdAt: iso(row.created_at),
  segmentSize: row.segment_size,
  targetListCreatedAt: isoOrNull(row.target_list_created_at),
  sentAt: isoOrNull(row.sent_at),
  sentCount: Number(row.sent_count),
  specialties: row.specialty_ids,
  subspecialties: row.subspecialty_ids,
  specialtyId: row.specialty_ids.length === 1 ? (row.specialty_ids[0] ?? null) : null,
  npiRowsCount: Number(row.npi_rows_count),
});
