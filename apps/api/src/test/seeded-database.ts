import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../db/client.js';
import { openSeededDatabase } from './test-app.js';

/**
 * For the demo seed's own tests: a database of the file's own holding the seed, opened before its tests
 * (seeding takes up to a minute on a busy machine) and closed after them. Read `db` inside a test or hook.
 */
export function seededDatabaseForFile(): Pick<Database, 'db'> {
  let seeded: Awaited<ReturnType<typeof openSeededDatabase>> | undefined;
  beforeAll(async () => {
    seeded = await openSeededDatabase();
  }, 120_000);
  afterAll(() => seeded?.close());
  return {
    get db() {
      if (!seeded) throw new Error('the seeded database is opened before the tests: read it inside one');
      return seeded.database.db;
    },
  };
}
