import { buildApp } from './app.js';
import { claimPidFile } from './backup/pid-file.js';
import { ConfigError, loadConfig, type AppConfig } from './config.js';
import { openDatabase } from './db/connect.js';
import { createdNow, migrateToLatest } from './db/migrate.js';
import { seedDemoData } from './seed/seed.js';
import { shopWarnings } from './shop-warnings.js';

const SHUTDOWN_GRACE_MS = 10_000;

function readConfig(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  // React renders the storefront's pages (src/server/pages): its production build, unless told otherwise.
  process.env.NODE_ENV ??= 'production';
  const config = readConfig();
  // `npm run restore` reads it to refuse while the shop runs.
  claimPidFile(config.dataDir);
  const db = openDatabase(config.database);
  const freshDatabase = createdNow(await migrateToLatest(db));
  const app = await buildApp(config, { db });
  for (const warning of shopWarnings(await app.settings.current())) app.log.warn(warning);

  const admin = await app.auth.ensureAdmin(config.admin.username, config.admin.password);
  if (admin.generatedPassword) {
    // Shown this once only: it is stored as a hash.
    app.log.warn(
      `Created the admin account "${config.admin.username}" with the password ${admin.generatedPassword} ` +
        '(shown once; change it in the admin panel or with `npm run admin -- reset-password`)',
    );
  } else if (admin.created) {
    app.log.info(`Created the admin account "${config.admin.username}" from ADMIN_PASSWORD`);
  }

  const swept = await app.images.sweep();
  if (swept.rows + swept.files > 0) app.log.info(swept, 'removed images nothing refers to');
  // Only a database created by this start: a catalogue the owner emptied stays empty.
  if (config.seedDemoData && freshDatabase) {
    app.log.info('filling the new database with the demo catalogue');
    const seeded = await seedDemoData(app);
    if (seeded) app.log.info(seeded, 'filled the empty database with the demo catalogue');
  }

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, closing`);
    setTimeout(() => {
      app.log.error('shutdown took too long, exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while closing');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));

  const address = await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Shop listening on ${address} (${config.database.kind === 'postgres' ? 'PostgreSQL' : `SQLite at ${config.database.file}`})`,
  );
}

main().catch((error: unknown) => {
  console.error('The shop could not start:', error);
  process.exit(1);
});
