import { z } from 'zod';
import { rowIdParam, rowIdSchema } from './common.js';
import { consensusFiguresSchema } from './consensus-figures.js';
import { CONSENSUS_STATUSES, CONSENSUS_TYPES } from './consensus-rules.js';
import { phiConfirmationsSchema } from './phi.js';

/**
 * Case consensuses and peer challenges (spec §3 Consensus data, Quote, Peer challenge, Impression
 * record; §7 Content service calls). Field names keep the content service's casing, since the spec's
 * documents use them. Rich-text fields arrive as markdown in a submission and are stored, and served,
 * as sanitised HTML.
 */

const text = (max: number) => z.string().max(max);
const SHORT = 2_000;
const LONG = 20_000;
const url = z.string().max(2_048);
const MAX_ITEMS = 50;

export const consensusStatusSchema = z.enum(CONSENSUS_STATUSES);
export const consensusTypeSchema = z.enum(CONSENSUS_TYPES);

/** An image the product serves (uploaded through `POST uploads/images`) or an external URL; '' for none. */
export const imageRefSchema = z.object({ url: url.default('') });
export type ImageRef = z.infer<typeof imageRefSchema>;

export const consensusQuoteSchema = z.object({
  Quote: text(LONG),
  Author: text(SHORT),
  Specialty: text(SHORT).default(''),
  KeyOpinionLeader: z.boolean().default(false),
  AvatarImage: imageRefSchema.nullable().optional(),
  /** The answer the quote was taken from ('add HCP consult'), when it came from the case's thread. */
  CommentId: rowIdSchema.nullable().optional(),
});
export type ConsensusQuote = z.infer<typeof consensusQuoteSchema>;

export const patientCaseSchema = z.object({
  /** Rich text. */
  CaseText: text(LONG),
  /** The question (topic) id the case was discussed under. */
  CaseNumber: rowIdSchema,
  View: text(SHORT),
  /** YYYY-MM-DD or ISO date-time of the question's publication. */
  PublishDate: text(64),
  ResponseCount: z.number().int().min(0).max(1_000_000),
});
export type PatientCase = z.infer<typeof patientCaseSchema>;

export const consensusSectionSchema = z.object({
  id: z.number().int().min(0).max(1_000_000),
  Title: text(SHORT),
  /** Rich text. */
  Text: text(LONG),
  SectionTopic: text(SHORT).default(''),
  Quotes: z.array(consensusQuoteSchema).max(MAX_ITEMS).default([]),
});
export type ConsensusSection = z.infer<typeof consensusSectionSchema>;

export const consensusDefinitionSchema = z.object({ Term: text(SHORT), Definition: text(LONG) });
export type ConsensusDefinition = z.infer<typeof consensusDefinitionSchema>;

export const consensusReferenceSchema = z.object({
  Text: text(SHORT),
  Url: url.default(''),
  LinkText: text(SHORT).default(''),
});
export type ConsensusReference = z.infer<typeof consensusReferenceSchema>;

export const contentSourceSchema = z.object({
  id: z.number().int().min(0).max(1_000_000),
  sourceType: text(SHORT),
  sourceContent: text(SHORT),
  sourceDate: text(64),
});
export type ContentSource = z.infer<typeof contentSourceSchema>;

export const consensusAuthorSchema = z.object({
  Name: text(SHORT),
  Npi: text(18).default(''),
  Specialty: text(SHORT).default(''),
  Titles: text(SHORT).default(''),
  AvatarImage: imageRefSchema.default({ url: '' }),
});
export type ConsensusAuthor = z.infer<typeof consensusAuthorSchema>;

export const summaryTileSchema = z.object({
  Title: text(SHORT),
  CtaText: text(SHORT).default(''),
  AuthorName: text(SHORT).default(''),
  AuthorTitle: text(SHORT).default(''),
  Image: imageRefSchema.default({ url: '' }),
});
export type SummaryTile = z.infer<typeof summaryTileSchema>;

/** The consensus document's content (spec §3 Consensus data), as submitted and as stored. */
export const consensusDataSchema = z.object({
  ConsensusTitle: text(SHORT),
  ConsensusTopic: text(SHORT).default(''),
  /** The specialty the consensus is filed under (its name); `GET strapi/consensuses?specialty=` filters on it. */
  TopicSelection: text(SHORT).default(''),
  /** The High-Level Summary Statement. Rich text. */
  ConsensusOpinionStatement: text(LONG),
  ConsensusType: consensusTypeSchema,
  PatientCases: z.array(patientCaseSchema).min(1).max(MAX_ITEMS),
  ClinicalAnalysis: z.object({
    /** Rich text. */
    AnalysisText: text(LONG),
    Quotes: z.array(consensusQuoteSchema).max(MAX_ITEMS).default([]),
  }),
  SectionLabel: text(SHORT).default('Differing consults'),
  Sections: z.array(consensusSectionSchema).max(MAX_ITEMS).default([]),
  Conclusion: z
    .object({
      ConclusionTitle: text(SHORT).default(''),
      /** Rich text. */
      ConclusionText: text(LONG).default(''),
      Quotes: z.array(consensusQuoteSchema).max(MAX_ITEMS).default([]),
    })
    .default({ ConclusionTitle: '', ConclusionText: '', Quotes: [] }),
  Definitions: z.array(consensusDefinitionSchema).max(MAX_ITEMS).default([]),
  References: z.array(consensusReferenceSchema).max(MAX_ITEMS).default([]),
  Sources: z.array(contentSourceSchema).max(MAX_ITEMS).default([]),
  Author: consensusAuthorSchema,
  SummaryTile: summaryTileSchema,
  Program: z
    .object({ ProgramId: text(SHORT), Name: text(SHORT) })
    .nullable()
    .optional(),
});
export type ConsensusData = z.infer<typeof consensusDataSchema>;
/** What the authoring wizard sends: rich-text fields in markdown. */
export type ConsensusDataInput = z.input<typeof consensusDataSchema>;

/** `POST strapi`: a consensus summary as `data` (spec §7); it lands `in_review`. */
export const submitConsensusBodySchema = z.object({
  data: consensusDataSchema,
  phiConfirmations: phiConfirmationsSchema,
});
export type SubmitConsensusBody = z.input<typeof submitConsensusBodySchema>;

/** A stored consensus summary as the content calls serve it (rich text as sanitised HTML). */
export const consensusSummarySchema = consensusDataSchema.extend({
  id: z.number().int(),
  status: consensusStatusSchema,
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The case's figures as they stood at submission (issue 24); null when the author assigned no positions. */
  figures: consensusFiguresSchema.nullable().default(null),
});
export type ConsensusSummary = z.infer<typeof consensusSummarySchema>;

/** `GET strapi/consensus-summaries/{id}/{status}` and `GET strapi/peer-challenges/{id}/{status}`. */
export const contentParamsSchema = z.object({
  id: rowIdParam,
  status: consensusStatusSchema.default('published'),
});
export const contentIdParamsSchema = z.object({ id: rowIdParam });

/** `GET strapi/consensuses?specialty={name}`: published consensuses, newest first. */
export const consensusListQuerySchema = z.object({ specialty: z.string().max(200).optional() });

/** One tile of the Case Consensuses page. */
export const consensusTileSchema = z.object({
  id: z.number().int(),
  ConsensusType: consensusTypeSchema,
  ConsensusTitle: z.string(),
  TopicSelection: z.string(),
  SummaryTile: summaryTileSchema,
  Author: consensusAuthorSchema,
  publishedAt: z.string().nullable(),
});
export type ConsensusTile = z.infer<typeof consensusTileSchema>;
export const consensusListSchema = z.object({ consensuses: z.array(consensusTileSchema) });
export type ConsensusList = z.infer<typeof consensusListSchema>;

/** `POST strapi` answers with the stored summary's id and status. */
export const submittedConsensusSchema = z.object({
  id: z.number().int(),
  status: consensusStatusSchema,
});
export type SubmittedConsensus = z.infer<typeof submittedConsensusSchema>;

/**
 * Review (design.md Consensus review): the consensuses waiting for review, or the author's own with
 * the reviewer's note when one was returned.
 */
export const consensusReviewItemSchema = z.object({
  id: z.number().int(),
  status: consensusStatusSchema,
  ConsensusTitle: z.string(),
  ConsensusType: consensusTypeSchema,
  TopicSelection: z.string(),
  author: z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string() }).nullable(),
  submittedAt: z.string().nullable(),
  publishedAt: z.string().nullable(),
  /** The reviewer's note when the consensus was returned to its author. */
  returnNote: z.string().nullable(),
  returnedAt: z.string().nullable(),
  /** Whether the signed-in reviewer may publish or return it (nobody reviews their own). */
  canReview: z.boolean(),
});
export type ConsensusReviewItem = z.infer<typeof consensusReviewItemSchema>;
export const consensusReviewListQuerySchema = z.object({
  /** `review`: waiting for review (reviewers); `mine`: the signed-in author's own, any status. */
  scope: z.enum(['review', 'mine']).default('review'),
});
export const consensusReviewListSchema = z.object({ consensuses: z.array(consensusReviewItemSchema) });
export type ConsensusReviewList = z.infer<typeof consensusReviewListSchema>;

export const returnConsensusBodySchema = z.object({ note: z.string().trim().min(1).max(4_000) });
export type ReturnConsensusBody = z.infer<typeof returnConsensusBodySchema>;

/** The case a consensus is written about: a question and its answers to quote ('add HCP consult'). */
export const consensusCaseSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  publishDate: z.string(),
  responseCount: z.number().int(),
  specialties: z.array(z.string()),
  answers: z.array(
    z.object({
      id: z.number().int(),
      text: z.string(),
      authorName: z.string(),
      specialty: z.string(),
      createdAt: z.string(),
    }),
  ),
});
export type ConsensusCase = z.infer<typeof consensusCaseSchema>;

/** Peer challenge (spec §3). `description` and `summaryOfResponses` are HTML, sanitised on the server. */
export const peerChallengeTopicSchema = z.object({
  id: z.number().int().min(0).max(1_000_000),
  title: text(SHORT),
  anchorText: text(SHORT).default(''),
  description: text(LONG).default(''),
  question: text(LONG).nullable().optional(),
  summaryOfResponses: text(LONG).default(''),
});
export const peerChallengeDataSchema = z.object({
  programId: text(200).nullable().optional(),
  assetId: text(200).nullable().optional(),
  title: text(SHORT),
  ProgramTile: z
    .object({
      title: text(SHORT),
      CtaText: text(SHORT).default(''),
      ctaUrl: url.default(''),
      Image: imageRefSchema.default({ url: '' }),
      backgroundImage: imageRefSchema.default({ url: '' }),
    })
    .nullable()
    .optional(),
  Topics: z.array(peerChallengeTopicSchema).max(MAX_ITEMS).default([]),
  Sources: z.array(contentSourceSchema).max(MAX_ITEMS).default([]),
});
export type PeerChallengeData = z.infer<typeof peerChallengeDataSchema>;
export type PeerChallengeDataInput = z.input<typeof peerChallengeDataSchema>;

/** `POST strapi/peer-challenges` and `PUT strapi/peer-challenges/{id}`: create or replace, with a status. */
export const savePeerChallengeBodySchema = z.object({
  data: peerChallengeDataSchema,
  status: consensusStatusSchema.default('draft'),
});
export const peerChallengeSchema = peerChallengeDataSchema.extend({
  id: z.number().int(),
  status: consensusStatusSchema,
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PeerChallenge = z.infer<typeof peerChallengeSchema>;

/** `POST impression/case_consensus` (spec §7 impression). The user is the signed-in one, whatever is sent. */
export const consensusImpressionBodySchema = z.object({
  contentId: z.union([
    rowIdSchema,
    z
      .string()
      .max(10)
      .regex(/^\d{1,10}$/),
  ]),
  userId: z
    .union([rowIdSchema, z.string().max(64)])
    .nullable()
    .optional(),
});
export type ConsensusImpressionBody = z.input<typeof consensusImpressionBodySchema>;

/** `POST uploads/images`: an image for a consensus or a peer challenge, served by the product. */
export const uploadedImageSchema = z.object({
  /** Where the image is served: `/api/v1/uploads/{key}` (public), or the configured storage's public URL. */
  url: z.string(),
  contentType: z.enum(['image/png', 'image/jpeg', 'image/webp']),
  size: z.number().int(),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

/**
 * `GET consensus/{id}/source`: what the author submitted (rich text still in markdown), so a returned
 * consensus can be edited and sent again with `PUT strapi/consensus-summaries/{id}`.
 */
export const consensusSourceSchema = z.object({
  id: z.number().int(),
  status: consensusStatusSchema,
  data: consensusDataSchema,
  returnNote: z.string().nullable(),
});
export type ConsensusSource = z.infer<typeof consensusSourceSchema>;
