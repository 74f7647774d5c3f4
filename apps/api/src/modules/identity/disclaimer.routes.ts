import { ctaPopupStatusSchema, disclaimerStatusSchema } from '@pc/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { disclaimerReads, users } from '../../db/schema/index.js';
import { requireUser } from '../../plugins/auth-guard.js';
import { disclaimerReadFor } from './current-user.js';

/** spec §7 Disclaimer: whether the member has read it, marking it read, and the call-to-action popup. */
export default async function disclaimerRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/disclaimer',
    {
      config: { permissions: [] },
      schema: {
        summary: 'Tell whether the member has accepted the disclaimer',
        operationId: 'getDisclaimerStatus',
        tags: ['identity'],
        response: { 200: disclaimerStatusSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const [row] = await app.db
        .select({ readAt: disclaimerReads.readAt })
        .from(disclaimerReads)
        .where(eq(disclaimerReads.userId, user.id));
      return { disclaimerRead: disclaimerReadFor(user.roleId, row?.readAt ?? null) };
    },
  );

  r.post(
    '/disclaimer',
    {
      config: { permissions: [] },
      schema: {
        summary: 'Accept the disclaimer',
        operationId: 'acceptDisclaimer',
        tags: ['identity'],
        response: { 200: disclaimerStatusSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      // Marking twice keeps the first reading's date.
      await app.db.insert(disclaimerReads).values({ userId: user.id }).onConflictDoNothing();
      return { disclaimerRead: true };
    },
  );

  r.post(
    '/disclaimer/disable_cta_popup',
    {
      config: { permissions: [] },
      schema: {
        summary: 'Stop showing the call-to-action pop-up',
        operationId: 'disableCtaPopup',
        tags: ['identity'],
        response: { 200: ctaPopupStatusSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await app.db.update(users).set({ ctaPopupDisabled: true, updatedAt: new Date() }).where(eq(users.id, user.id));
      return { ctaPopupDisabled: true };
    },
  );
}
