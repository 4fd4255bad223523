import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));

/** Runs `npm start`'s entry from the sources with `env`; a shop that starts anyway is stopped after 20 s. */
function start(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', '--conditions=source', MAIN],
      { env: { ...process.env, ...env }, timeout: 20_000 },
      (error, _stdout, stderr) => resolve({ code: error ? (typeof error.code === 'number' ? error.code : null) : 0, stderr }),
    );
  });
}

describe('npm start with a bad variable', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-start-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('prints what is wrong with TRUST_PROXY and what to write, without a stack trace, and stops', async () => {
    const settings = ['0.0.0.0/0', '100'];
    const starts = await Promise.all(
      settings.map((setting) =>
        start({ TRUST_PROXY: setting, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', SEED_DEMO_DATA: 'false' }),
      ),
    );
    for (const [i, { code, stderr }] of starts.entries()) {
      expect(code, settings[i]).toBe(1);
      expect(stderr, settings[i]).toMatch(new RegExp(`^Invalid configuration:\\n  TRUST_PROXY: TRUST_PROXY=${settings[i]} `));
      expect(stderr, settings[i]).toContain('give the number of proxies in front of the shop');
      expect(stderr, settings[i]).not.toMatch(/^\s+at /m);
    }
  });
});
