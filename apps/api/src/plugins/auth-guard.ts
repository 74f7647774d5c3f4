import { effectivePermissions, hasAnyPermission, type Permission, type RoleKey, roleById } from '@pc/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { selectRows } from '../db/raw-sql.js';
import { AppError, forbidden, unauthorized } from '../lib/errors.js';
import { isCanonicalUserSubject } from '../modules/identity/token-verifier.js';

export interface AuthUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  roleId: number;
  roleKey: RoleKey;
  roleName: string;
  permissions: Permission[];
  specialtyId: number | null;
  subspecialtyId: number | null;
  npi: string | null;
}

/** The signed-in user's row as the guard reads it (db/schema/people.ts). */
interface SignedInRow {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  roleId: number;
  extraPermissions: string[];
  specialtyId: number | null;
  subspecialtyId: number | null;
  npi: string | null;
  disabled: boolean;
}

/** What every API route declares (deny by default): `public: true`, or the permissions it needs. */
export interface RouteAccess {
  public?: boolean;
  /** Any one of these is enough; an empty list means any signed-in user. */
  permissions?: Permission[];
}

export interface RouteTableEntry {
  method: string;
  url: string;
  public: boolean;
  permissions: Permission[];
}

declare module 'fastify' {
  interface FastifyContextConfig extends RouteAccess {}
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyInstance {
    /** Every API route with the access it declared: the permission-matrix test reads this. */
    routeTable: RouteTableEntry[];
    authenticate(request: FastifyRequest): Promise<AuthUser | null>;
  }
}

/**
 * The one guard. Routes under /api/v1 must declare `config.public` or `config.permissions` or the
 * server refuses to start. Runs in `onRequest` so an anonymous bad request gets 401, not 400.
 * Permissions come from the user's record (role preset plus extras), never from token scopes alone.
 */
export default fp(
  async function authGuard(app: FastifyInstance, opts: { external: boolean }) {
    app.decorateRequest('user', null);
    app.decorate('routeTable', [] as RouteTableEntry[]);

    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/v1')) return;
      const config = (route.config ?? {}) as RouteAccess;
      if (!config.public && !config.permissions) {
        throw new Error(`Route ${route.method} ${route.url} declares neither config.public nor config.permissions`);
      }
      for (const method of [route.method].flat()) {
        if (method === 'HEAD') continue;
        app.routeTable.push({
          method,
          url: route.url,
          public: Boolean(config.public),
          permissions: config.permissions ?? [],
        });
      }
    });

    async function authenticate(request: FastifyRequest): Promise<AuthUser | null> {
      // Verified once per request: the rate limit has usually done it already (and counted a bad one).
      const verified = await app.bearerToken(request);
      if (!verified) return null;
      const bySubject = opts.external
        ? sql`external_subject = ${verified.subject}`
        : isCanonicalUserSubject(verified.subject)
          ? sql`id = ${Number(verified.subject)}`
          : undefined;
      if (!bySubject) return null;
      // Every API call runs this read: a prepared hot read (db/raw-sql.ts), planned once per connection
      // (on PGlite, once per database) rather than parsed and planned on each call.
      const [row] = await selectRows<SignedInRow>(
        app.db,
        sql`select id, email, first_name as "firstName", last_name as "lastName", role_id as "roleId",
          extra_permissions as "extraPermissions", specialty_id as "specialtyId",
          subspecialty_id as "subspecialtyId", npi, disabled
        from users where ${bySubject} and deleted_at is null limit 1`,
        { prepared: true },
      );
      const role = row && roleById(row.roleId);
      if (!row || row.disabled || !role) return null;
      return {
        id: row.id,
        email: row.email,
        firstName: row.firstName,
        lastName: row.lastName,
        roleId: row.roleId,
        roleKey: role.key,
        roleName: role.name,
        permissions: effectivePermissions(role, row.extraPermissions),
        specialtyId: row.specialtyId,
        subspecialtyId: row.subspecialtyId,
        npi: row.npi,
      };
    }
    app.decorate('authenticate', authenticate);

    app.addHook('onRequest', async (request) => {
      const config = request.routeOptions.config as RouteAccess | undefined;
      if (!request.routeOptions.url?.startsWith('/api/v1') || !config) return;
      if (config.public) {
        // Public routes still learn who is asking when a valid token comes along.
        request.user = await authenticate(request).catch(() => null);
        return;
      }
      const user = await authenticate(request);
      if (!user) throw unauthorized();
      if (!hasAnyPermission(user.permissions, config.permissions ?? [])) throw forbidden();
      request.user = user;
    });
  },
  { name: 'auth-guard', dependencies: ['db', 'bearer-token'] },
);

/** For handlers of non-public routes: the guard has already ensured a user. */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new AppError(401, 'unauthorized', 'Looks like your session has expired.');
  return request.user;
}
