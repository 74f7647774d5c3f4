import {
  changeGlobalPriorityBodySchema,
  changeProgramStatusBodySchema,
  confirmProgramBodySchema,
  globalProgramListSchema,
  globalProgramParamsSchema,
  globalProgramSchema,
} from '@pc/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth-guard.js';
import { GLOBAL_PROGRAMS } from './global-programs.policy.js';
import {
  changeGlobalPriority,
  changeStatus,
  confirmProgram,
  getGlobalProgram,
  listGlobalPrograms,
} from './global-programs.service.js';

/**
 * Global program priorities (spec §2 Global programs overview, §4, §7). Every change answers the
 * whole list, so the page shows the order the server settled on.
 */
export default async function globalProgramsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { permissions: GLOBAL_PROGRAMS };
  const tags = ['global-programs'];
  const list = { 200: globalProgramListSchema };

  r.get(
    '/global_programs',
    {
      config,
      schema: {
        summary: 'List the global programs: the assigned table and the ones without a priority',
        operationId: 'listGlobalPrograms',
        tags,
        response: list,
      },
    },
    async () => listGlobalPrograms(app),
  );
  r.get(
    '/global_programs/:hcmpId',
    {
      config,
      schema: {
        summary: 'Read one global program by its program id',
        operationId: 'getGlobalProgram',
        tags,
        params: globalProgramParamsSchema,
        response: { 200: globalProgramSchema },
      },
    },
    async (request) => getGlobalProgram(app, request.params.hcmpId),
  );
  r.post(
    '/global_programs/change_status',
    {
      config,
      schema: {
        summary: 'Enable a program (last priority) or disable it (priority removed, the others close the gap)',
        operationId: 'changeGlobalProgramStatus',
        tags,
        body: changeProgramStatusBodySchema,
        response: list,
      },
    },
    async (request) => changeStatus(app, requireUser(request).id, request.body.hcmpId),
  );
  r.post(
    '/global_programs/confirm',
    {
      config,
      schema: {
        summary: 'Confirm a program without a priority, at a priority or without one',
        operationId: 'confirmGlobalProgram',
        tags,
        body: confirmProgramBodySchema,
        response: list,
      },
    },
    async (request) => confirmProgram(app, requireUser(request).id, request.body.hcmpId, request.body.priority ?? null),
  );
  r.post(
    '/global_programs/change_priority',
    {
      config,
      schema: {
        summary: 'Move an enabled program to a priority, shifting the others',
        operationId: 'changeGlobalProgramPriority',
        tags,
        body: changeGlobalPriorityBodySchema,
        response: list,
      },
    },
    async (request) => changeGlobalPriority(app, requireUser(request).id, request.body.hcmpId, request.body.priority),
  );
}
