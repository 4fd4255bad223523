import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { chmod, copyFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { fsyncPath } from '../file-system.js';
import { OWNER_ONLY_FILE } from '../owner-only.js';

export async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Copies a file so that it is whole at `target` or absent: write aside, flush, rename. */
export async function copyDurably(source: string, target: string): Promise<void> {
  const temp = `${target}.partial`;
  await copyFile(source, temp);
  // A copy keeps its source's mode; a snapshot from before files were owner-only may be readable by all.
  await chmod(temp, OWNER_ONLY_FILE);
  await fsyncPath(temp);
  await rename(temp, target);
  await fsyncPath(path.dirname(target));
}

/** A timestamp that sorts and is safe in a folder name: 2025-06-01T12-00-00-000Z. */
export function timestampName(date = new Date()): string {
  return date.toISOString().replace(/[:.]/g, '-');
}
