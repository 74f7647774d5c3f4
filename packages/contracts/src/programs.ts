import { z } from 'zod';
import { rowIdParam, rowIdSchema } from './common.js';

/**
 * `GET /programs?topic_id=`: the sponsored program for the interstitial. The question's attached
 * program with the best priority, else the best globally prioritised program for the member's
 * specialty. All fields null when there is none (the client then skips the interstitial).
 */
export const sponsoredProgramQuerySchema = z.object({
  topic_id: rowIdParam.optional(),
});

export const sponsoredProgramSchema = z.object({
  id: z.number().int().nullable(),
  name: z.string().nullable(),
  url: z.string().nullable(),
});
export type SponsoredProgram = z.infer<typeof sponsoredProgramSchema>;

/**
 * `POST /programs`: records that the member is sent to the program and returns the partner link with
 * a `returnUrl` query parameter back to the question (and its thread when `fromCommentsView`).
 */
export const programVisitBodySchema = z.object({
  programId: rowIdSchema,
  commentId: rowIdSchema.nullable().optional(),
  topicId: rowIdSchema.nullable().optional(),
  fromCommentsView: z.boolean().default(false),
});
export type ProgramVisitBody = z.input<typeof programVisitBodySchema>;

export const programVisitSchema = z.object({ url: z.string() });
export type ProgramVisit = z.infer<typeof programVisitSchema>;

/** `GET /programs/dti_link`: the diseases and treatment information (Resources) link. */
export const dtiLinkSchema = z.object({ url: z.string(), success: z.boolean() });
export type DtiLink = z.infer<typeof dtiLinkSchema>;
