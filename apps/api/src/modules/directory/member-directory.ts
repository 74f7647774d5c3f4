import { type AppHcUser, appHcUsersSchema } from '@pc/contracts';
import { eq, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { directoryMembers } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';

/**
 * The second member app's directory (spec §6: "users can be looked up in a second member app by
 * e-mail and NPI"). One interface, two implementations: the built-in table (default, seeded with a few
 * demo members) and an HTTP adapter for the real app, chosen by APP_HC_DIRECTORY_URL.
 */
export interface MemberDirectory {
  kind: 'built-in' | 'http';
  /** Accounts whose e-mail (case-insensitive) or NPI matches either given value. */
  find(query: { email?: string; npi?: string }): Promise<AppHcUser[]>;
}

/** The directory did not answer (or answered nonsense): callers decide whether that blocks them. */
export class DirectoryUnavailableError extends AppError {
  constructor() {
    super(502, 'directory_unavailable', 'The member directory is not available. Please try again later.');
  }
}

const DIRECTORY_TIMEOUT_MS = 5_000;

export function builtInDirectory(db: Db): MemberDirectory {
  return {
    kind: 'built-in',
    async find({ email, npi }) {
      const conditions = [
        ...(email ? [eq(sql`lower(${directoryMembers.email})`, email.trim().toLowerCase())] : []),
        ...(npi ? [eq(directoryMembers.npi, npi.trim())] : []),
      ];
      if (conditions.length === 0) return [];
      return db
        .select({
          appHcUserId: directoryMembers.appHcUserId,
          email: directoryMembers.email,
          npi: directoryMembers.npi,
          firstName: directoryMembers.firstName,
          lastName: directoryMembers.lastName,
          specialty: directoryMembers.specialty,
        })
        .from(directoryMembers)
        .where(or(...conditions))
        .orderBy(directoryMembers.appHcUserId)
        .limit(50);
    },
  };
}

/**
 * `GET {APP_HC_DIRECTORY_URL}/users?email=&npi=` with the configured bearer token; the answer must be
 * `{ users: [...] }` in the shape of `appHcUserSchema`. Anything else counts as unavailable.
 */
export function httpDirectory(
  url: string,
  token: string | undefined,
  fetchImpl: typeof fetch = fetch,
): MemberDirectory {
  return {
    kind: 'http',
    async find({ email, npi }) {
      const target = new URL(`${url.replace(/\/$/, '')}/users`);
      if (email) target.searchParams.set('email', email.trim());
      if (npi) target.searchParams.set('npi', npi.trim());
      try {
        const res = await fetchImpl(target, {
          headers: { accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
          signal: AbortSignal.timeout(DIRECTORY_TIMEOUT_MS),
        });
        if (!res.ok) throw new DirectoryUnavailableError();
        return appHcUsersSchema.parse(await res.json()).users;
      } catch (err) {
        if (err instanceof DirectoryUnavailableError) throw err;
        throw new DirectoryUnavailableError();
      }
    },
  };
}

export function directoryFor(config: AppConfig, db: Db): MemberDirectory {
  return config.directory.url ? httpDirectory(config.directory.url, config.directory.token) : builtInDirectory(db);
}

const directories = new WeakMap<FastifyInstance, MemberDirectory>();

/** The app's directory, made once per app from its configuration. */
export function memberDirectory(app: FastifyInstance): MemberDirectory {
  let directory = directories.get(app);
  if (!directory) {
    directory = directoryFor(app.config, app.db);
    directories.set(app, directory);
  }
  return directory;
}
