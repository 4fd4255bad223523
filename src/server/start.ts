import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp, databaseOptions, loggerOptions, type AppDependencies } from './app.js';
import { claimPidFile } from './backup/pid-file.js';
import { ConfigError, loadConfig, type AppConfig } from './config.js';
import { openDatabase } from './db/connect.js';
import { DatabaseState } from './db/database-state.js';
import { createdNow, migrateToLatest } from './db/migrate.js';
import { waitForDatabase } from './db/wait.js';
import { seedDemoData } from './seed/seed.js';
import { publicAddressWarnings, shopWarnings } from './shop-warnings.js';

// How `npm start` (main.ts) and `npm run dev` (dev.ts) start the shop: the same data folder, database,
// admin account and demo data.

const SHUTDOWN_GRACE_MS = 10_000;

/** The configuration from the environment; a bad variable stops the process with its message. */
export function readConfig(): AppConfig {
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

/** Opens and migrates the database, builds the app, makes the admin account and the demo data, and listens. */
export async function startShop(
  config: AppConfig,
  deps: Omit<AppDependencies, 'db'> = {},
): Promise<{ app: FastifyInstance; address: string }> {
  // `npm run restore` reads it to refuse while the shop runs.
  claimPidFile(config.dataDir);
  // The app's logger comes with the app; until then, lines of the same form and level.
  const startLog = Fastify({ logger: loggerOptions(config.logLevel) }).log;
  await waitForDatabase(config.database, config.databaseLimits.startWaitMs, startLog);
  const freshDatabase = createdNow(await migrate(config));
  const databaseState = new DatabaseState();
  const db = openDatabase(config.database, databaseOptions(config, databaseState));
  const app = await buildApp(config, { ...deps, db, databaseState });
  for (const warning of publicAddressWarnings(config, process.env.NODE_ENV === 'production')) app.log.warn(warning);
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

  const address = await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Shop listening on ${address} (${config.database.kind === 'postgres' ? 'PostgreSQL' : `SQLite at ${config.database.file}`})`,
  );
  return { app, address };
}

/**
 * Migrates on a connection of its own without the statement and lock timeouts: a migration may
 * rightly take long (an index over a large catalogue) or wait for a long query to end.
 */
async function migrate(config: AppConfig): Promise<string[]> {
  const db = openDatabase(config.database, { limits: { ...config.databaseLimits, statementTimeoutMs: 0, lockTimeoutMs: 0 } });
  try {
    return await migrateToLatest(db);
  } finally {
    await db.destroy();
  }
}

/** Runs a command's start, closes the shop on SIGTERM or SIGINT, and exits if it cannot start. */
export function runShop(start: () => Promise<{ app: FastifyInstance }>): void {
  start().then(
    ({ app }) => closeOnSignals(app),
    (error: unknown) => {
      console.error('The shop could not start:', error);
      process.exit(1);
    },
  );
}

function closeOnSignals(app: FastifyInstance): void {
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
}
