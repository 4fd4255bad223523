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

/**
 * A file picker's button: a label drawn after its input (hidden, still focusable and named), ringed
 * while the input has the keyboard's focus and dimmed while it is disabled.
 */
export const FILE_BUTTON =
  'inline-flex min-h-11 w-fit cursor-pointer items-center gap-2 rounded-lg bg-brand-100 px-3 text-sm font-medium text-brand-800 hover:bg-brand-200 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700 peer-disabled:cursor-not-allowed peer-disabled:opacity-50';
