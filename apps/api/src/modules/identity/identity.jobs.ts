import type { JobDefinition } from '../../plugins/jobs.js';
import { purgeExpiredOidcPayloads } from './oidc-adapter.js';
import { purgeOldTickets } from './tickets.js';

/** Hourly: expired issuer storage and old one-time links are deleted (they are never read anyway). */
export const identityJobs: JobDefinition[] = [
  {
    name: 'identity-purge-expired',
    cron: '23 * * * *',
    handler: async (_data, app) => {
      await purgeExpiredOidcPayloads(app.db);
      await purgeOldTickets(app.db);
    },
  },
];
