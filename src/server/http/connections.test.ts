import { connect, type Socket } from 'node:net';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TrustedProxies } from '../config.js';
import { createTestApp, type TestApp } from '../test-support/app.js';

interface LogLine {
  level: number;
  msg: string;
}

let t: TestApp | undefined;
let port: number;
const lines: LogLine[] = [];
const sockets: Socket[] = [];

/** A shop listening on a port of its own that gives a request `requestTimeoutMs` to arrive and a client `maxPerClient` connections. */
async function listeningShop(requestTimeoutMs: number, maxPerClient: number, trustProxy: TrustedProxies = false): Promise<void> {
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
  t = await createTestApp('sqlite', { trustProxy, connectionLimits: { requestTimeoutMs, maxPerClient } }, { level: 'info', stream });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  ({ port } = t.app.server.address() as { port: number });
}

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await t?.close();
  t = undefined;
  lines.length = 0;
});

async function openConnection(): Promise<Socket> {
  const socket = connect(port, '127.0.0.1');
  sockets.push(socket);
  // Writing to a connection the server closed fails; what the server said is what the tests look at.
  socket.on('error', () => {});
  await new Promise((resolve) => socket.once('connect', resolve));
  return socket;
}

/** Everything the server sends until it closes the connection, or null if it is still open after `ms`. */
function whenClosed(socket: Socket, ms: number): Promise<string | null> {
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), ms);
    socket.once('close', () => {
      clearTimeout(timer);
      resolve(received);
    });
  });
}

/** Sends `GET path` on the connection and resolves with the status line of the whole response. */
function ask(socket: Socket, path: string): Promise<string> {
  let received = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      received += chunk.toString();
      const [head = '', body] = received.split('\r\n\r\n', 2);
      const length = Number(/content-length: (\d+)/i.exec(head)?.[1] ?? 0);
      if (body === undefined || Buffer.byteLength(body) < length) return;
      socket.off('data', onData).off('close', onClose);
      resolve(head.split('\r\n')[0]!);
    };
    const onClose = () => reject(new Error(`closed before responding: ${JSON.stringify(received)}`));
    socket.on('data', onData).once('close', onClose);
    socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
  });
}

describe('a request body sent slowly', () => {
  it('is cut off with 408 when the request is out of time, however steadily it trickles in, and not taken for the database', async () => {
    await listeningShop(500, 32);
    const socket = await openConnection();
    const started = Date.now();
    socket.write('POST /api/contact-us HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{');
    const trickle = setInterval(() => socket.write(' '), 100);
    const response = await whenClosed(socket, 3000);
    clearInterval(trickle);

    expect(response).toMatch(/^HTTP\/1\.1 408 /);
    expect(Date.now() - started).toBeGreaterThanOrEqual(450);
    expect(Date.now() - started).toBeLessThan(1500);
    // The log line may be written just after the connection closes: wait for it a moment.
    await vi.waitFor(() => expect(lines.map((line) => line.msg)).toContainEqual(expect.stringMatching(/REQUEST_TIMEOUT/)), {
      timeout: 1000,
    });
    expect(lines.map((line) => line.msg).filter((message) => /cannot be reached/.test(message))).toEqual([]);
  });

  it('has the whole time when it arrives within it', async () => {
    await listeningShop(1000, 32);
    const socket = await openConnection();
    expect(await ask(socket, '/api/health')).toBe('HTTP/1.1 200 OK');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    // A connection kept open between requests is not a request running late.
    expect(await ask(socket, '/api/health')).toBe('HTTP/1.1 200 OK');
  });
});

describe('connections from one client', () => {
  it('are closed past the cap at once, while the ones it holds are served, and a place that frees up is taken again', async () => {
    await listeningShop(60_000, 2);
    const held = [await openConnection(), await openConnection()];
    for (const socket of held) expect(await ask(socket, '/api/health')).toBe('HTTP/1.1 200 OK');

    expect(await whenClosed(await openConnection(), 2000)).toBe('');
    for (const socket of held) expect(await ask(socket, '/api/health')).toBe('HTTP/1.1 200 OK');
    expect(lines.filter((line) => /connections at once/.test(line.msg))).toHaveLength(1);

    const gone = held[0]!;
    gone.destroy();
    await new Promise((resolve) => gone.once('close', resolve));
    // The server learns of the close a moment later.
    let response: string | undefined;
    for (let attempt = 0; attempt < 20 && !response; attempt += 1) {
      response = await ask(await openConnection(), '/api/health').catch(() => undefined);
    }
    expect(response).toBe('HTTP/1.1 200 OK');
  });

  it.each<[string, TrustedProxies]>([
    ['the trusted proxy', ['127.0.0.1']],
    ['the nearest hop, with a hop count', 1],
  ])('are not capped when they come from %s, which many clients share', async (_label, trustProxy) => {
    await listeningShop(60_000, 2, trustProxy);
    const connections = [await openConnection(), await openConnection(), await openConnection()];
    for (const socket of connections) expect(await ask(socket, '/api/health')).toBe('HTTP/1.1 200 OK');
  });
});
