import { z } from 'zod';
import { phiConfirmationsSchema } from './phi.js';
import { pageNumberParam, requiredRowIdSchema, rowIdParam, rowIdSchema } from './common.js';
import { MAX_ROW_ID, MESSAGES, PAGE_SIZE } from './constants.js';
import { NPI_FIELD_MAX, NPI_MESSAGES } from './npi.js';

// ---------------------------------------------------------------------------------------------------
// E-mail campaigns (spec §3 Campaign, §4 campaign states, §7 campaigns and target_list).
// ---------------------------------------------------------------------------------------------------

/**
 * Audiences of a question's campaign. all: every member; eligible: the question's eligible members;
 * viewed / responded: members who opened / answered it; not_viewed / not_responded: eligible members
 * who have not.
 */
export const TOPIC_AUDIENCES = ['all', 'viewed', 'not_viewed', 'responded', 'not_responded', 'eligible'] as const;
/** all_specialty: every member of the checked specialties; eligible_specialty: those with an active question for them. */
export const SPECIALTY_AUDIENCES = ['all_specialty', 'eligible_specialty'] as const;
/** all_npi: every listed member; eligible_npi: listed members eligible for the row's question (or any active one). */
export const NPI_AUDIENCES = ['all_npi', 'eligible_npi'] as const;
export type TopicAudience = (typeof TOPIC_AUDIENCES)[number];
export type SpecialtyAudience = (typeof SPECIALTY_AUDIENCES)[number];
export type NpiAudience = (typeof NPI_AUDIENCES)[number];
export type CampaignAudience = TopicAudience | SpecialtyAudience | NpiAudience;

export const AUDIENCE_LABELS: Record<CampaignAudience, string> = {
  all: 'All members',
  viewed: 'Viewed',
  not_viewed: 'Not viewed',
  responded: 'Responded',
  not_responded: 'Not responded',
  eligible: 'Eligible',
  all_specialty: 'All in specialty',
  eligible_specialty: 'Eligible in specialty',
  all_npi: 'All listed NPIs',
  eligible_npi: 'Eligible listed NPIs',
};

export const CAMPAIGN_KINDS = ['topic', 'specialty', 'npi'] as const;

export const CAMPAIGN_MESSAGES = {
  createFailed: 'Error creating new email!',
  targetListFailed: 'Error downloading target list!',
  answerReportFailed: 'Error downloading answer report!',
  actionFailed: 'Error while executing action!',
  targetListPending: 'The target list is being built. Please wait.',
  specialtyRequired: 'Select at least one specialty',
  npiRowFormat: (row: number) => `Row ${row} has an invalid format, should be "NPI" or "NPI,questionId"`,
  npiRowTooLong: (row: number) => `Row ${row}: ${NPI_MESSAGES.tooLong}`,
  npiRowQuestion: (row: number, questionId: string) => `Row ${row}: question ${questionId} does not exist`,
} as const;

export const campaignSchema = z.object({
  id: z.number().int(),
  kind: z.enum(CAMPAIGN_KINDS),
  topicId: z.number().int().nullable(),
  name: z.string(),
  template: z.string(),
  targetAudience: z.string(),
  createdAt: z.string(),
  segmentSize: z.number().int().nullable(),
  targetListCreatedAt: z.string().nullable(),
  sentAt: z.string().nullable(),
  sentCount: z.number().int(),
  specialties: z.array(z.number().int()),
  subspecialties: z.array(z.number().int()),
  /** The single specialty of a one-specialty campaign, else null. */
  specialtyId: z.number().int().nullable(),
  npiRowsCount: z.number().int(),
});
export type Campaign = z.infer<typeof campaignSchema>;

const campaignName = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, { error: MESSAGES.required, abort: true })
  .max(200, { error: MESSAGES.tooLong(200) });

const audience = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, {
    error: (i) => (i.input === undefined || i.input === '' ? MESSAGES.required : 'Unknown target audience'),
  });

export const topicCampaignsQuerySchema = z.object({ topicId: rowIdParam });

export const createTopicCampaignBodySchema = z.object({
  topicId: requiredRowIdSchema,
  name: campaignName,
  targetAudience: audience(TOPIC_AUDIENCES),
  phiConfirmations: phiConfirmationsSchema,
});
export type CreateTopicCampaignBody = z.infer<typeof createTopicCampaignBodySchema>;

export const createSpecialtyCampaignBodySchema = z.object({
  name: campaignName,
  targetAudience: audience(SPECIALTY_AUDIENCES),
  checkedSpecialties: z
    .array(rowIdSchema, { error: CAMPAIGN_MESSAGES.specialtyRequired })
    .min(1, { error: CAMPAIGN_MESSAGES.specialtyRequired })
    .max(500),
  phiConfirmations: phiConfirmationsSchema,
});
export type CreateSpecialtyCampaignBody = z.infer<typeof createSpecialtyCampaignBodySchema>;

/** The NPI e-mail text area's lines: digits, or two runs of digits separated by a comma. */
const NPI_EMAIL_ROW = /^\s*(\d+)\s*(?:,\s*(\d+)\s*)?$/;

/** The text area of the Create emails page is kept between visits under this localStorage key. */
export const NPI_EMAIL_STORAGE_KEY = 'npiEmailCsv';
/** Spec §3: an NPI e-mail's name defaults to today's date plus this suffix. */
export const NPI_EMAIL_NAME_SUFFIX = 'csv-input';

export interface NpiEmailRow {
  npi: string;
  /** The question the row invites to; null for "any active question for them". */
  topicId: number | null;
}
/** A line of the text area that cannot be used, by its 1-based number (blank lines count). */
export interface NpiEmailRowError {
  line: number;
  message: string;
}

/**
 * The NPI e-mail text area (spec §5): each non-empty line is an NPI, optionally followed by a comma
 * and the question to invite to. Takes the text or its lines (the API stores the lines). Blank lines
 * are skipped but keep their number, so a reported line is the one the moderator sees.
 */
export function parseNpiEmailRows(input: string | readonly string[]): {
  rows: NpiEmailRow[];
  errors: NpiEmailRowError[];
} {
  const lines = typeof input === 'string' ? input.split(/\r\n|\r|\n/) : input;
  const rows: NpiEmailRow[] = [];
  const errors: NpiEmailRowError[] = [];
  lines.forEach((text, i) => {
    const line = i + 1;
    if (text.trim() === '') return;
    const match = NPI_EMAIL_ROW.exec(text);
    const npi = match?.[1];
    const question = match?.[2];
    if (!npi) errors.push({ line, message: CAMPAIGN_MESSAGES.npiRowFormat(line) });
    else if (npi.length > NPI_FIELD_MAX) errors.push({ line, message: CAMPAIGN_MESSAGES.npiRowTooLong(line) });
    // Ids start at 1 and stop at MAX_ROW_ID: anything else names no question (and would not fit the column).
    else if (question !== undefined && !(Number(question) >= 1 && Number(question) <= MAX_ROW_ID))
      errors.push({ line, message: CAMPAIGN_MESSAGES.npiRowQuestion(line, question) });
    else rows.push({ npi, topicId: question === undefined ? null : Number(question) });
  });
  return { rows, errors };
}

/** Spec §3: the NPI e-mail form's name before the moderator changes it, e.g. '2026-11-24-csv-input' (local date). */
export function defaultNpiEmailName(today: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const date = `${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`;
  return `${date}-${NPI_EMAIL_NAME_SUFFIX}`;
}

export const createNpiCampaignBodySchema = z.object({
  name: campaignName,
  targetAudience: audience(NPI_AUDIENCES),
  npiRows: z
    .array(z.string().max(40), { error: MESSAGES.required })
    .max(100_000)
    .superRefine((rows, ctx) => {
      const { rows: parsed, errors } = parseNpiEmailRows(rows);
      for (const { message } of errors) ctx.addIssue({ code: 'custom', message });
      if (errors.length === 0 && parsed.length === 0) ctx.addIssue({ code: 'custom', message: MESSAGES.required });
    }),
  phiConfirmations: phiConfirmationsSchema,
});
export type CreateNpiCampaignBody = z.infer<typeof createNpiCampaignBodySchema>;

/**
 * Creation answers (spec §7 "a data-prefixed JSON string"): `message` is one server-sent-event style
 * line, `data: {"campaignId":12,"status":"queued"}`, which clients can parse with
 * `parseCampaignMessage`; `campaign` is the stored campaign.
 */
export const campaignCreatedSchema = z.object({ message: z.string(), campaign: campaignSchema });
export type CampaignCreated = z.infer<typeof campaignCreatedSchema>;

export interface CampaignEvent {
  campaignId: number;
  status: 'queued';
}
export const campaignEventMessage = (event: CampaignEvent) => `data: ${JSON.stringify(event)}`;
export function parseCampaignMessage(message: string): CampaignEvent | null {
  if (!message.startsWith('data: ')) return null;
  try {
    return JSON.parse(message.slice('data: '.length)) as CampaignEvent;
  } catch {
    return null;
  }
}

export const generalCampaignsQuerySchema = z.object({
  pageNumber: pageNumberParam,
  count: z.coerce.number().int().min(1).max(100).default(PAGE_SIZE.campaigns),
});
export const campaignPageSchema = z.object({
  data: z.array(campaignSchema),
  meta: z.object({ total: z.number().int(), page: z.number().int() }),
});
export type CampaignPage = z.infer<typeof campaignPageSchema>;

/** `GET /target_list/{campaignId}`: where to download the campaign's recipients (CSV). */
export const targetListLinkSchema = z.object({ url: z.string(), segmentName: z.string() });
export type TargetListLink = z.infer<typeof targetListLinkSchema>;
/** `GET /target_list/answer_report/{topicId}` and `/target_list/users_and_specs`. */
export const reportLinkSchema = z.object({ url: z.string(), fileName: z.string() });
export type ReportLink = z.infer<typeof reportLinkSchema>;

export const campaignIdParamSchema = z.object({ campaignId: rowIdParam });
export const topicIdParamSchema = z.object({ topicId: rowIdParam });
