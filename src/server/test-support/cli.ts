import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../../..');
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');

export interface CliOutcome {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs a CLI of src/server/cli from its source, as `npm run` would, on the shop whose data folder is
 * `dataDir`, with `env` besides.
 */
export async function runCli(
  script: 'admin' | 'backup',
  dataDir: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<CliOutcome> {
  try {
    const { stdout, stderr } = await run(TSX, ['--conditions=source', path.join(ROOT, `src/server/cli/${script}.ts`), ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH, DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as CliOutcome;
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}
