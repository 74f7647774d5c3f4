import { appHcUsersQuerySchema, appHcUsersSchema } from '@pc/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { USER_MANAGEMENT } from '../users/users.policy.js';
import { memberDirectory } from './member-directory.js';

/** `GET app_hc_users` (spec §7): the user form looks up a person's account in the second member app. */
export default async function directoryRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/app_hc_users',
    {
      config: { permissions: USER_MANAGEMENT },
      schema: {
        summary: 'Look up accounts of the second member app by e-mail and NPI',
        operationId: 'findAppHcUsers',
        tags: ['users'],
        querystring: appHcUsersQuerySchema,
        response: { 200: appHcUsersSchema },
      },
    },
    async (request) => ({ users: await memberDirectory(app).find(request.query) }),
  );
}
