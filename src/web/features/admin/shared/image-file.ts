import { ACCEPTED_IMAGE_TYPES, MAX_IMAGE_BYTES } from '../../../../contract/constants.js';
import { validation } from '../../../../contract/messages/validation.js';

/** The spec's upload checks (section 5): an image type, under 10 MB. Null when the file is fine. */
export function imageFileError(file: File): string | null {
  if (!file.type.startsWith('image/')) return validation.selectImageFile;
  if (file.size >= MAX_IMAGE_BYTES) return validation.imageTooLarge;
  return null;
}

export const IMAGE_ACCEPT = ACCEPTED_IMAGE_TYPES.join(',');
