import type { JobDefinition } from '../../plugins/jobs.js';
import { resolveDueCitations } from './citations.service.js';

export const CITATIONS_RESOLVE_JOB = 'citations-resolve';

/**
 * Every minute: the identifiers written since (and the unresolved ones whose delay passed) are looked
 * up at NCBI, Crossref or ClinicalTrials.gov. Nothing a member waits for calls a service; pg-boss sends
 * a cron job once per minute whatever the number of instances, and claimed rows are skipped by others.
 */
export const citationJobs: JobDefinition[] = [
  {
    name: CITATIONS_RESOLVE_JOB,
    cron: '* * * * *',
    handler: async (_data, app) => {
      await resolveDueCitations(app);
    },
  },
];
