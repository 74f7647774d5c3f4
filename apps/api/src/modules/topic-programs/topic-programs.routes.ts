import {
  type Permission,
  activeProgramSchema,
  attachProgramsBodySchema,
  attachedProgramSchema,
  changePriorityBodySchema,
  detachAllProgramsBodySchema,
  detachProgramBodySchema,
  topicProgramsQuerySchema,
} from '@pc/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors.js';
import { attach, changePriority, detach, detachAll, listAttachable, listAttached } from './topic-programs.service.js';

const PROGRAM_MANAGEMENT: Permission[] = ['all_patient_cases_management'];

/** Programs connected to a question (spec §7 pi/*), behind the topic-programs feature flag. */
export default async function topicProgramsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { permissions: PROGRAM_MANAGEMENT };
  const tags = ['topic-programs'];
  const list = { 200: z.array(attachedProgramSchema) };

  // After the guard (a root hook), before body validation: a disabled feature does not exist.
  app.addHook('onRequest', async () => {
    if (!app.config.features.topicPrograms) throw notFound();
  });

  r.get(
    '/pi/attached_programs',
    {
      config,
      schema: {
        summary: 'List the programs attached to a question',
        operationId: 'listAttachedPrograms',
        tags,
        querystring: topicProgramsQuerySchema,
        response: list,
      },
    },
    async (request) => listAttached(app, request.query.topicId),
  );
  r.get(
    '/pi/active_programs',
    {
      config,
      schema: {
        summary: 'List the active programs that can be attached to a question',
        operationId: 'listAttachablePrograms',
        tags,
        querystring: topicProgramsQuerySchema,
        response: { 200: z.array(activeProgramSchema) },
      },
    },
    async (request) => listAttachable(app, request.query.topicId),
  );
  r.post(
    '/pi/change_priority',
    {
      config,
      schema: {
        summary: "Move a question's program up or down its list",
        operationId: 'changeProgramPriority',
        tags,
        body: changePriorityBodySchema,
        response: list,
      },
    },
    async (request) => changePriority(app, request.body.topicId, request.body.hcmpId, request.body.change),
  );
  r.post(
    '/pi/attach',
    {
      config,
      schema: {
        summary: 'Attach programs to a question',
        operationId: 'attachPrograms',
        tags,
        body: attachProgramsBodySchema,
        response: list,
      },
    },
    async (request) => attach(app, request.body.topicId, request.body.hcmpIds),
  );
  r.post(
    '/pi/detach',
    {
      config,
      schema: {
        summary: 'Detach a program from a question',
        operationId: 'detachProgram',
        tags,
        body: detachProgramBodySchema,
        response: list,
      },
    },
    async (request) => detach(app, request.body.topicId, request.body.hcmpId),
  );
  r.post(
    '/pi/detach_all',
    {
      config,
      schema: {
        summary: 'Detach every program from a question',
        operationId: 'detachAllPrograms',
        tags,
        body: detachAllProgramsBodySchema,
        response: list,
      },
    },
    async (request) => detachAll(app, request.body.topicId),
  );
}
