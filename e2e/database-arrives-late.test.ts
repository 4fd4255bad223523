import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { startShop, type ShopServer } from './support/harness.js';
import { createThrowawayDatabase, SKIPPED_WITHOUT_POSTGRES, TEST_DATABASE_URL, type ThrowawayDatabase } from './support/postgres.js';

// The shop and its PostgreSQL start together: the shop's database address is a small TCP proxy that
// turns the first connections away, as a server still starting would, then forwards to the real one.
// The shop waits for it (a line per try) and comes up.

const REFUSED_TRIES = 2;

interface LateDatabase {
  port: number;
  refused: number;
  close(): Promise<void>;
}

async function lateDatabase(target: URL): Promise<LateDatabase> {
  const sockets = new Set<net.Socket>();
  const late: LateDatabase = { port: 0, refused: 0, close: async () => {} };
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
    if (late.refused < REFUSED_TRIES) {
      late.refused += 1;
      socket.destroy();
      return;
    }
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    sockets.add(upstream);
    upstream.on('error', () => socket.destroy());
    socket.pipe(upstream).pipe(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  late.port = (server.address() as net.AddressInfo).port;
  late.close = () =>
    new Promise((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return late;
}

describe.skipIf(!TEST_DATABASE_URL)(
  `a database that responds only after the shop starts ${TEST_DATABASE_URL ? '' : SKIPPED_WITHOUT_POSTGRES}`,
  () => {
    let database: ThrowawayDatabase | undefined;
    let proxy: LateDatabase | undefined;
    let shop: ShopServer | undefined;
    afterAll(async () => {
      await shop?.stop();
      await proxy?.close();
      await database?.drop();
    });

    it('waits for it, a line per try, then serves', async () => {
      database = await createThrowawayDatabase('shop_late');
      const real = new URL(database.url);
      proxy = await lateDatabase(real);
      const url = new URL(real);
      url.hostname = '127.0.0.1';
      url.port = String(proxy.port);
      shop = await startShop({ fresh: true, env: { DATABASE_URL: url.toString(), SEED_DEMO_DATA: 'false', IMAGE_STORAGE: 'database' } });
      expect(proxy.refused).toBe(REFUSED_TRIES);
      const waits = shop
        .output()
        .split('\n')
        .filter((line) => line.includes(`Waiting for PostgreSQL at 127.0.0.1:${proxy!.port}`));
      expect(waits).toHaveLength(REFUSED_TRIES);
      const health = await fetch(`${shop.url}/api/health`);
      expect([health.status, await health.json()]).toEqual([200, { status: 'ok', database: 'ok', writes: 'ok' }]);
    });
  },
);
