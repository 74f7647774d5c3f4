import pg from 'pg';

/** The PostgreSQL server the tests may create databases on (CI always sets it); unset means PGlite only. */
export const pgAdminUrl = process.env.TEST_DATABASE_URL;

/** A new, empty database on that server for a product instance of a test's own, and how to drop it. */
export async function freshPostgresDatabase(prefix = 'pc_e2e'): Promise<{ url: string; drop: () => Promise<void> }> {
  if (!pgAdminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `${prefix}_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: pgAdminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(pgAdminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: pgAdminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
