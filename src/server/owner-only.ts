import { closeSync, mkdirSync, openSync } from 'node:fs';

// The database, the images and the backups are the shop's alone: folders 0700, files 0600. The
// mode is given when a file or folder is created (a umask only ever takes bits away, so these come
// out the same under any usual umask); files that another program creates are made empty first.

export const OWNER_ONLY_FOLDER = 0o700;
export const OWNER_ONLY_FILE = 0o600;

/** Creates `folder` (and any missing parents) readable by the owner only; an existing one is left as it is. */
export function makeOwnerOnlyFolder(folder: string): void {
  mkdirSync(folder, { recursive: true, mode: OWNER_ONLY_FOLDER });
}

/**
 * Creates `file` empty and owner-only unless it exists, so that a program writing into it later
 * (SQLite, pg_dump) keeps that mode. Returns whether it was created now.
 */
export function createOwnerOnlyFile(file: string): boolean {
  try {
    closeSync(openSync(file, 'wx', OWNER_ONLY_FILE));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}
