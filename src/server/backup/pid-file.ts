import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { makeOwnerOnlyFolder, OWNER_ONLY_FILE } from '../owner-only.js';

// The running shop leaves its process id in DATA_DIR/shop.pid, so `npm run restore` can refuse to
// swap the data under it. A kill -9 leaves the file behind; a dead pid in it does not count.

const PID_FILE = 'shop.pid';

function pidFilePath(dataDir: string): string {
  return path.join(dataDir, PID_FILE);
}

/** Records this process as the shop running on `dataDir`; the file goes when the process exits. */
export function claimPidFile(dataDir: string): void {
  makeOwnerOnlyFolder(dataDir);
  const file = pidFilePath(dataDir);
  writeFileSync(file, `${process.pid}\n`, { mode: OWNER_ONLY_FILE });
  process.once('exit', () => {
    if (readPid(file) === process.pid) rmSync(file, { force: true });
  });
}

function readPid(file: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, owned by someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid of a live shop process on `dataDir`, or null. */
export function runningShopPid(dataDir: string): number | null {
  const pid = readPid(pidFilePath(dataDir));
  return pid !== null && pid !== process.pid && isAlive(pid) ? pid : null;
}
