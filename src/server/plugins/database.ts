import fp from 'fastify-plugin';
import type { Db } from '../db/connect.js';

/** Decorates `db`; the app owns the connection and closes it with itself. */
export const databasePlugin = fp<{ db: Db }>(
  async (app, { db }) => {
    app.decorate('db', db);
    app.addHook('onClose', async () => {
      await db.destroy();
    });
  },
  { name: 'database' },
);
