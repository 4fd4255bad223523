import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

export const MANIFEST_FILE = 'manifest.json';
export const SQLITE_SNAPSHOT_FILE = 'shop.db';
export const POSTGRES_SNAPSHOT_FILE = 'shop.dump';
export const UPLOADS_FOLDER = 'uploads';

const fileEntry = z.object({ name: z.string(), bytes: z.number().int().nonnegative(), sha256: z.string().regex(/^[0-9a-f]{64}$/) });

const manifestSchema = z.object({
  format: z.literal('shop-backup'),
  version: z.literal(1),
  createdAt: z.string(),
  engine: z.enum(['sqlite', 'postgres']),
  /** 'database': the images are rows inside the database snapshot, and `uploads` is empty. */
  images: z.enum(['files', 'database']).default('files'),
  database: fileEntry,
  /** Every image file the database snapshot refers to (with images in files). */
  uploads: z.array(fileEntry),
  /** Rows per table at the moment of the snapshot, for a quick look. */
  counts: z.record(z.string(), z.number().int()),
});
export type BackupManifest = z.infer<typeof manifestSchema>;
export type BackupFile = z.infer<typeof fileEntry>;

export async function readManifest(snapshotDir: string): Promise<BackupManifest> {
  let text: string;
  try {
    text = await readFile(path.join(snapshotDir, MANIFEST_FILE), 'utf8');
  } catch {
    throw new Error(`${snapshotDir} is not a backup: it has no ${MANIFEST_FILE}`);
  }
  const parsed = manifestSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`${path.join(snapshotDir, MANIFEST_FILE)} is not a backup manifest this shop understands`);
  return parsed.data;
}
