import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import type { AppConfig } from './config.js';
import { type Database, openDatabase } from './db/client.js';
import { runMigrations } from './db/migrate.js';
import { seedIfEmpty } from './db/seed/index.js';
import { createMailer } from './mail/mailer.js';
import { createApiIdentity } from './modules/identity/api-verifier.js';
import { builtInIssuer } from './modules/identity/issuer.js';
import { serveLiveBackups } from './ops/backup/live.js';

export interface Product {
  app: FastifyInstance;
  database: Database;
  seeded: boolean;
}

/** Everything `npm start` does before listening: open, migrate, seed, keys, then build the app. */
export async function createProduct(config: AppConfig, overrides: { database?: Database } = {}): Promise<Product> {
  const database =
    overrides.database ??
    (await openDatabase({
      url: config.databaseUrl,
      dataDir: config.dataDir,
      readUrls: config.readReplicas.urls,
      maxReadLagMs: config.readReplicas.maxLagMs,
    }));
  await runMigrations(database);
  const seeded = config.seedDemoData ? await seedIfEmpty(database.db) : false;
  let app: FastifyInstance | undefined;
  const { verifier, signingKeys } = await createApiIdentity(config, database, (err) =>
    app?.log.error({ err }, 'linking an external account failed'),
  );
  const mailer = createMailer(config.mail);
  // The built-in issuer runs only when no external one is configured (signing keys exist only then).
  const extensions = signingKeys ? [builtInIssuer(signingKeys)] : [];
  // On PGlite, `npm run backup` asks this process for the backup (ops/backup/live.ts).
  extensions.push((product) => serveLiveBackups(product, config, database));
  app = await buildApp({ config, database, mailer, verifier, extensions, ownsDatabase: !overrides.database });
  return { app, database, seeded };
}
