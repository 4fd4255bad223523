import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { AppConfig } from '../config.js';
import type { Db } from '../db/connect.js';
import { authPlugin } from './auth.js';
import { databasePlugin } from './database.js';
import '../types.js';

describe('the auth plugin', () => {
  it('refuses to start when a writing /api route says neither auth nor public', async () => {
    const app = Fastify();
    const start = async () => {
      app.decorate('config', { scryptCost: 1024, sessionTtlHours: 1, rateLimits: {} } as unknown as AppConfig);
      await app.register(databasePlugin, { db: { destroy: async () => undefined } as unknown as Db });
      await app.register(authPlugin);
      await app.register(
        async (api) => {
          api.post('/forgotten', async () => 'ok');
        },
        { prefix: '/api' },
      );
      await app.ready();
    };
    await expect(start()).rejects.toThrow('POST /api/forgotten must declare config.auth or config.public');
    await app.close().catch(() => undefined);
  });
});
