import type { JobDefinition } from '../../plugins/jobs.js';
import { MAGIC_LINK_SEND_JOB, type MagicLinkJob, sendQueuedMagicLink } from './magic-link.service.js';
import { purgeExpiredOidcPayloads } from './oidc-adapter.js';
import { purgeOldTickets } from './tickets.js';

/**
 * Hourly: expired issuer storage and old one-time links are deleted (they are never read anyway).
 * On demand: a sign-in link whose first sending failed is sent again (magic-link.service.ts).
 */
export const identityJobs: JobDefinition[] = [
  {
    name: MAGIC_LINK_SEND_JOB,
    handler: async (data: MagicLinkJob, app) => sendQueuedMagicLink(app, data),
  },
  {
    name: 'identity-purge-expired',
    cron: '23 * * * *',
    handler: async (_data, app) => {
      await purgeExpiredOidcPayloads(app.db);
      await purgeOldTickets(app.db);
    },
  },
];
