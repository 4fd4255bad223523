import fp from 'fastify-plugin';
import type { Db } from '../db/connect.js';
import { DatabaseState } from '../db/database-state.js';

/** Decorates `db` and `databaseState`; the app owns the connection and closes it with itself. */
export const databasePlugin = fp<{ db: Db; state?: DatabaseState }>(
  async (app, { db, state = new DatabaseState() }) => {
    app.decorate('db', db);
    app.decorate('databaseState', state);
    state.useLogger(app.log);
    app.addHook('onResponse', async (request, reply) => {
      // Any response but a server error used the database (every route reads at least the catalogue version or a session).
      if (reply.statusCode < 500 && request.url.startsWith('/api/')) state.responded();
    });
    app.addHook('onClose', async () => {
      await db.destroy();
    });
  },
  { name: 'database' },
);
