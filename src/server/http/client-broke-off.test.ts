import { connect } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/app.js';
import { engines } from '../test-support/engines.js';

interface LogLine {
  level: number;
  msg: string;
}

/** Resolves once `done` holds, checking every 20 ms; fails after 5 s. */
async function until(done: () => boolean): Promise<void> {
  for (let waited = 0; !done(); waited += 20) {
    if (waited > 5000) throw new Error('still waiting after 5 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.each(engines)('a client that breaks off its request on %s', (engine) => {
  let t: TestApp;
  let port: number;
  const lines: LogLine[] = [];

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(
          ...chunk
            .toString()
            .split('\n')
            .filter(Boolean)
            .map((line) => JSON.parse(line) as LogLine),
        );
        done();
      },
    });
    t = await createTestApp(engine, {}, { level: 'info', stream });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    ({ port } = t.app.server.address() as { port: number });
  });
  afterAll(() => t.close());

  it('is logged as the client having gone, not the database, which stays reachable', async () => {
    const socket = connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    // Promises 1,000 bytes and sends a dozen: the connection's close ends the body with ECONNRESET.
    socket.write(
      'POST /api/contact-us HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"name":"Rim',
    );
    await until(() => lines.some((line) => line.msg === 'incoming request'));
    socket.destroy();
    await until(() => lines.some((line) => /broke off|cannot be reached/.test(line.msg)));

    expect((await fetch(`http://127.0.0.1:${port}/api/categories/categories`)).status).toBe(200);
    const messages = lines.map((line) => line.msg);
    expect(messages).toContainEqual(expect.stringMatching(/broke off/));
    expect(messages.filter((message) => /cannot be reached|answers again/.test(message))).toEqual([]);
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
    expect(t.app.databaseState.reachable).toBe(true);
  });
});
