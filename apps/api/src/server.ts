import { DEMO_PASSWORD, DEMO_USERS } from './db/seed/demo-users.js';
import { ConfigError, loadConfig } from './config.js';

const SHUTDOWN_DEADLINE_MS = 9000;

/** Only listens and shuts down; everything else is built by `createProduct` (fastify/demo). */
async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  // Imported only once the configuration is valid, so a bad value prints exactly one line (the
  // issuer library warns about the Node version as soon as it is loaded).
  const { createProduct } = await import('./bootstrap.js');
  const { app, database, seeded } = await createProduct(config);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: finishing in-flight requests`);
    const deadline = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS);
    deadline.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const db = database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL';
  const demoSignIns = config.seedDemoData && !config.oidc.external ? DEMO_USERS : [];
  // On a terminal a person reads the banner; anywhere else (a log collector) stdout stays one JSON
  // object per line, so the same facts go out as one log line instead.
  if (!process.stdout.isTTY) {
    app.log.info(
      {
        url: config.publicUrl,
        database: db,
        mail: app.mailer.kind,
        seeded,
        demoSignIns: demoSignIns.map((u) => u.email),
      },
      'Peer Consults is running',
    );
    return;
  }
  console.log(`\nPeer Consults is running at ${config.publicUrl} (database: ${db}, mail: ${app.mailer.kind})`);
  if (seeded) console.log('Seeded the demo data (first start of an empty database).');
  if (demoSignIns.length > 0) {
    console.log(`Demo sign-ins (password "${DEMO_PASSWORD}"):`);
    for (const u of demoSignIns) console.log(`  ${u.email.padEnd(28)} ${u.role}`);
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? `Start-up failed: ${err.message}` : err);
  process.exit(1);
});
