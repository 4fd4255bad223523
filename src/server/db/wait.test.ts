import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { waitForDatabase } from './wait.js';

/** A loopback port nothing listens on (yet). */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Forwards `port` to the real PostgreSQL, as a database arriving late would start listening there. */
function proxyTo(target: URL, port: number): Promise<net.Server> {
  const server = net.createServer((socket) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    socket.pipe(upstream).pipe(socket);
    const close = () => {
      socket.destroy();
      upstream.destroy();
    };
    socket.on('error', close);
    upstream.on('error', close);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

function recorder(): { lines: string[]; warn(line: string): void } {
  const lines: string[] = [];
  return { lines, warn: (line) => lines.push(line) };
}

describe('waiting for PostgreSQL at start', () => {
  let proxy: net.Server | undefined;
  afterEach(async () => {
    await new Promise((resolve) => (proxy ? proxy.close(resolve) : resolve(undefined)));
    proxy = undefined;
  });

  it('asks again every 2 s with a line each time, then gives up naming the host and port', async () => {
    const port = await freePort();
    const log = recorder();
    const started = Date.now();
    await expect(waitForDatabase({ kind: 'postgres', url: `postgres://shop@127.0.0.1:${port}/shop` }, 3000, log)).rejects.toThrow(
      `PostgreSQL at 127.0.0.1:${port} did not answer within 3 s (DB_START_WAIT_SECONDS): ECONNREFUSED`,
    );
    expect(Date.now() - started).toBeLessThan(6000);
    expect(log.lines.length).toBeGreaterThanOrEqual(2);
    expect(log.lines[0]).toBe(`Waiting for PostgreSQL at 127.0.0.1:${port} (ECONNREFUSED); trying again in 2 s`);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('goes on once the database starts listening', async () => {
    const real = new URL(process.env.TEST_DATABASE_URL!);
    const port = await freePort();
    const late = new URL(real);
    late.hostname = '127.0.0.1';
    late.port = String(port);
    const log = recorder();
    setTimeout(() => void proxyTo(real, port).then((server) => (proxy = server)), 2500);
    await waitForDatabase({ kind: 'postgres', url: late.toString() }, 20_000, log);
    expect(log.lines.at(-1)).toMatch(new RegExp(`^PostgreSQL at 127\\.0\\.0\\.1:${port} answers now`));
    expect(log.lines.filter((line) => line.startsWith('Waiting for PostgreSQL'))).toHaveLength(2);
  });
});
