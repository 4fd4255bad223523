import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../app.js';
import { createTestApp, type TestApp } from '../test-support/app.js';

describe('request log lines', () => {
  let t: TestApp;
  const lines: string[] = [];

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    const logger = { ...(loggerOptions('info') as object), stream };
    t = await createTestApp('sqlite', {}, logger);
  });
  afterAll(() => t.close());

  it('carry at most 512 characters of a 16 KB URL, saying how much was left out', async () => {
    const url = `/api/products?search=${'x'.repeat(16 * 1024)}`;
    lines.length = 0;
    await t.app.inject({ method: 'GET', url, headers: { host: `h${'o'.repeat(2000)}st` } });
    const incoming = lines.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'incoming request');
    expect(incoming.req.url).toBe(`${url.slice(0, 512)}…(+${url.length - 512})`);
    expect(incoming.req.host).toMatch(/…\(\+\d+\)$/);
    for (const line of lines) expect(line.length).toBeLessThan(2000);
  });

  it('carry a short URL whole', async () => {
    lines.length = 0;
    await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(lines.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'incoming request').req.url).toBe('/api/health');
  });
});
