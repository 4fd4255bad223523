import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/app.js';
import { engines } from '../test-support/engines.js';

describe.each(engines)('GET /api/health on %s', (engine) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('responds 200 while the database responds, and 503 with the reason logged once it does not', async () => {
    const logLines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    });
    t = await createTestApp(engine, {}, { level: 'error', stream });

    const healthy = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(healthy.statusCode).toBe(200);
    expect(healthy.json()).toEqual({ status: 'ok', database: 'ok', writes: 'ok' });
    expect(logLines).toEqual([]);

    // The app's own connection goes away: the SQLite file handle is closed, the PostgreSQL pool ended.
    await t.app.db.destroy();

    const broken = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(broken.statusCode).toBe(503);
    expect(broken.json()).toEqual({ status: 'error', database: 'error', writes: 'failing' });
    const logged = logLines.map((line) => JSON.parse(line) as { msg: string; err?: { message: string } });
    expect(logged).toEqual([
      expect.objectContaining({ msg: 'database health check failed', err: expect.objectContaining({ message: expect.any(String) }) }),
    ]);

    // The other routes still fail as before; only health turns a dead database into its own response.
    expect((await t.app.inject({ method: 'GET', url: '/api/categories' })).statusCode).toBe(500);
  });
});
