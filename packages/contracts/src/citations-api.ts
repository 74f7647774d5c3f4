import { z } from 'zod';
import { CITATION_IDS_MAX, CITATION_KEY_MAX, CITATION_KINDS, parseCitationKey } from './citations.js';

// `GET citations?ids=`: the cached metadata of literature identifiers (issue 24, "Evidence"). The
// recognition itself lives in citations.ts, which stays zod-free for the member question page.

export const CITATION_MESSAGES = {
  badKey: (key: string) =>
    `'${key.slice(0, 40)}' is not a citation key (pmid:<digits>, pmcid:PMC<digits>, doi:10.<prefix>/<suffix> lower-case, nct:NCT<8 digits>)`,
  tooMany: `Ask for at most ${CITATION_IDS_MAX} citations at a time`,
} as const;

/** `ids`: comma-separated keys as `findCitations` makes them; duplicates count once. */
export const citationsQuerySchema = z.object({
  ids: z
    .string()
    .max(CITATION_IDS_MAX * (CITATION_KEY_MAX + 1))
    .transform((value, ctx) => {
      const keys = [
        ...new Set(
          value
            .split(',')
            .map((k) => k.trim())
            .filter((k) => k !== ''),
        ),
      ];
      if (keys.length === 0) ctx.addIssue({ code: 'custom', message: 'Give at least one citation key' });
      if (keys.length > CITATION_IDS_MAX) ctx.addIssue({ code: 'custom', message: CITATION_MESSAGES.tooMany });
      for (const key of keys)
        if (!parseCitationKey(key)) ctx.addIssue({ code: 'custom', message: CITATION_MESSAGES.badKey(key) });
      return keys;
    }),
});
export type CitationsQuery = z.input<typeof citationsQuerySchema>;

/** 'pending': known, not looked up yet; 'unresolved': the service failed, timed out or knows no such item. */
export const CITATION_STATUSES = ['resolved', 'pending', 'unresolved'] as const;
export type CitationStatus = (typeof CITATION_STATUSES)[number];

export const citationSchema = z.object({
  key: z.string(),
  kind: z.enum(CITATION_KINDS),
  id: z.string(),
  status: z.enum(CITATION_STATUSES),
  title: z.string().nullable(),
  /** Display names as the service gives them ('Smith J'), in order. */
  authors: z.array(z.string()),
  journal: z.string().nullable(),
  year: z.number().int().nullable(),
  /** The reference in AMA style, formatted on the server; null until resolved. */
  formatted: z.string().nullable(),
  /** The canonical page (PubMed, PMC, doi.org, ClinicalTrials.gov): a link even when unresolved. */
  url: z.string(),
});
export type Citation = z.infer<typeof citationSchema>;

/** One entry per asked key, in the order asked. */
export const citationsResponseSchema = z.object({ citations: z.array(citationSchema) });
export type CitationsResponse = z.infer<typeof citationsResponseSchema>;
