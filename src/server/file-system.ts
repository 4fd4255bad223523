import { copyFile, link, open, stat } from 'node:fs/promises';

export function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';
}

export async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch (error) {
    if (isMissing(error)) return false;
    throw error;
  }
}

/**
 * Flushes a file or a folder to disk; a folder's entry makes a rename in it durable. Best effort:
 * some platforms cannot open a folder, and lose nothing by skipping.
 */
export async function fsyncPath(file: string): Promise<void> {
  let handle;
  try {
    handle = await open(file, 'r');
    await handle.sync();
  } catch {
    // See above.
  } finally {
    await handle?.close();
  }
}

/**
 * Puts `source` at `target`: a hard link when both sit on one file system (image files are
 * immutable, so sharing the inode is safe and costs no space), a copy otherwise. False when the
 * source is gone.
 */
export async function linkOrCopy(source: string, target: string): Promise<boolean> {
  try {
    await link(source, target);
    return true;
  } catch (error) {
    if (isMissing(error)) return false;
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return true;
    if (code !== 'EXDEV' && code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EMLINK') throw error;
  }
  try {
    await copyFile(source, target);
    return true;
  } catch (error) {
    if (isMissing(error)) return false;
    throw error;
  }
}
