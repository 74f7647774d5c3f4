import {
  roleById,
  userDeleteResponseSchema,
  userExportQuerySchema,
  userFormFieldsSchema,
  userPatchSchema,
  userIdParamSchema,
  userListPageSize,
  userListQuerySchema,
  userListSchema,
  userListTerm,
  userSaveResponseSchema,
  userSchema,
} from '@pc/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/errors.js';
import { requireUser } from '../../plugins/auth-guard.js';
import { buildCsv } from '../target-lists/csv.js';
import { withQueryBudget } from '../../db/time-budget.js';
import { attachmentDisposition, csvDate } from '../target-lists/download.js';
import { iso } from '../../db/raw-sql.js';
import { USER_MANAGEMENT } from './users.policy.js';
import { presentListItem, presentUser } from './users.presenter.js';
import { exportUsers, findUser } from './users.queries.js';
import { userList } from './users.list.js';
import { createUser, deleteUser, editUser, restoreUser } from './users.service.js';

/** User management (spec §2 /moderator/users…, §7 Users): administrators only. */
export default async function usersRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { permissions: USER_MANAGEMENT };
  const tags = ['users'];
  const listUsers = userList(app);

  r.get(
    '/users',
    {
      config,
      schema: {
        summary: 'Search users by name, e-mail or NPI, a page at a time',
        operationId: 'listUsers',
        tags,
        querystring: userListQuerySchema,
        response: { 200: userListSchema },
      },
    },
    async (request) => {
      const q = request.query;
      const count = userListPageSize(q);
      const db = await app.database.reader(request.user?.id);
      const search = { term: userListTerm(q), deleted: q.deleted === 'true', pageNumber: q.pageNumber, count };
      const { rows, total } = await listUsers(db, search);
      return { data: rows.map(presentListItem), meta: { total, page: q.pageNumber, count } };
    },
  );

  r.get(
    '/users/export/csv',
    {
      config,
      schema: {
        summary: 'Export the users (CSV), optionally only those a search matches',
        operationId: 'exportUsers',
        tags,
        querystring: userExportQuerySchema,
      },
    },
    async (request, reply) => {
      const rows = await withQueryBudget(app.db, 'export', (tx) => exportUsers(tx, userListTerm(request.query)));
      const csv = await buildCsv(
        [
          'User ID',
          'First Name',
          'Last Name',
          'Email',
          'Role',
          'NPI / ID',
          'Internal ID',
          'Specialty',
          'Subspecialty',
          'Disabled',
          'Account Creation Failed',
          'Created At',
        ],
        rows.map((u) => [
          u.id,
          u.firstName,
          u.lastName,
          u.email,
          roleById(u.roleId)?.displayName ?? '',
          u.npi,
          u.internalNpi ? 'Yes' : 'No',
          u.specialtyName,
          u.subspecialtyName,
          u.disabled ? 'Yes' : 'No',
          u.userCreateFailed ? 'Yes' : 'No',
          iso(u.createdAt),
        ]),
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachmentDisposition(`users-${csvDate(new Date())}.csv`))
        .send(csv);
    },
  );

  r.post(
    '/users',
    {
      config,
      schema: {
        summary: 'Create a user and e-mail them a set-password link',
        operationId: 'createUser',
        tags,
        body: userFormFieldsSchema,
        response: { 200: userSaveResponseSchema },
      },
    },
    async (request) => createUser(app, requireUser(request), request.body),
  );

  r.get(
    '/users/:id',
    {
      config,
      schema: {
        summary: 'Get a user for editing',
        operationId: 'getUser',
        tags,
        params: userIdParamSchema,
        response: { 200: userSchema },
      },
    },
    async (request) => {
      const row = await findUser(app.db, request.params.id, { deleted: false });
      if (!row) throw notFound();
      return presentUser(row);
    },
  );

  r.patch(
    '/users/:id',
    {
      config,
      schema: {
        summary: 'Edit, disable or enable a user (only the fields sent change)',
        operationId: 'updateUser',
        tags,
        params: userIdParamSchema,
        body: userPatchSchema,
        response: { 200: userSaveResponseSchema },
      },
    },
    async (request) => editUser(app, requireUser(request), request.params.id, request.body),
  );

  r.delete(
    '/users/:id',
    {
      config,
      schema: {
        summary: 'Delete a user (soft delete: restorable, their answers stay)',
        operationId: 'deleteUser',
        tags,
        params: userIdParamSchema,
        response: { 200: userDeleteResponseSchema },
      },
    },
    async (request) => deleteUser(app, requireUser(request), request.params.id),
  );

  r.patch(
    '/users/:id/restore',
    {
      config,
      schema: {
        summary: 'Restore a deleted user',
        operationId: 'restoreUser',
        tags,
        params: userIdParamSchema,
        response: { 200: userSchema },
      },
    },
    async (request) => restoreUser(app, requireUser(request), request.params.id),
  );
}
