import { tooltipParamsSchema, tooltipSchema, tooltipSettingSchema, tooltipViewBodySchema } from '@pc/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { tooltipViews, users } from '../../db/schema/index.js';
import { requireUser } from '../../plugins/auth-guard.js';

/** spec §7 Tooltips: which tooltips a member has seen, and the profile's Show tooltips setting. */
export default async function tooltipRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/tooltips/check/:name',
    {
      config: { permissions: [] },
      schema: {
        summary: 'Tell whether a tooltip should still be shown',
        operationId: 'checkTooltip',
        tags: ['identity'],
        params: tooltipParamsSchema,
        response: { 200: tooltipSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { name } = request.params;
      const [row] = await app.db
        .select({ name: tooltipViews.name })
        .from(tooltipViews)
        .where(and(eq(tooltipViews.userId, user.id), eq(tooltipViews.name, name)));
      return { name, alreadyViewed: Boolean(row) };
    },
  );

  r.post(
    '/tooltips/view',
    {
      config: { permissions: [] },
      schema: {
        summary: 'Record that the member has seen a tooltip',
        operationId: 'viewTooltip',
        tags: ['identity'],
        body: tooltipViewBodySchema,
        response: { 200: tooltipSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { name } = request.body;
      await app.db.insert(tooltipViews).values({ userId: user.id, name }).onConflictDoNothing();
      return { name, alreadyViewed: true };
    },
  );

  for (const [path, showTooltips] of [
    ['/tooltips/allow', true],
    ['/tooltips/disable', false],
  ] as const) {
    r.post(
      path,
      {
        config: { permissions: [] },
        schema: {
          summary: showTooltips ? 'Turn tooltips on' : 'Turn tooltips off',
          operationId: showTooltips ? 'allowTooltips' : 'disableTooltips',
          tags: ['identity'],
          response: { 200: tooltipSettingSchema },
        },
      },
      async (request) => {
        const user = requireUser(request);
        await app.db.update(users).set({ showTooltips, updatedAt: new Date() }).where(eq(users.id, user.id));
        return { showTooltips };
      },
    );
  }
}
