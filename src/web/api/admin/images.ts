import type { Photo } from '#contract/photo.js';
import { uploadForm } from '#web/http/upload.js';

/** Stores one picture on its own, before the item's form names it by id. */
export function uploadPhoto(
  file: File,
  { onProgress, signal }: { onProgress: (fraction: number) => void; signal: AbortSignal },
): Promise<Photo> {
  const form = new FormData();
  form.set('image', file);
  return uploadForm<Photo>('/images', { method: 'POST', body: form, onProgress, signal });
}
