import { ACCEPTED_IMAGE_TYPES, MAX_IMAGE_BYTES } from '#contract/constants.js';
import { validation } from '#contract/messages/validation.js';

const accepted: ReadonlySet<string> = new Set(ACCEPTED_IMAGE_TYPES);

/**
 * The upload checks: an image type the server stores (JPEG, PNG, WebP; a GIF or
 * HEIC would only come back as 415 after the upload), under 10 MB. Null when the file is fine.
 */
export function imageFileError(file: File): string | null {
  if (!accepted.has(file.type)) return validation.selectImageFile;
  if (file.size >= MAX_IMAGE_BYTES) return validation.imageTooLarge;
  return null;
}

export const IMAGE_ACCEPT = ACCEPTED_IMAGE_TYPES.join(',');
