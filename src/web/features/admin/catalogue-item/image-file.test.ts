import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '#contract/constants.js';
import { validation } from '#contract/messages/validation.js';
import { IMAGE_ACCEPT, imageFileError } from './image-file.js';

const file = (type: string, size = 1000) => new File([new Uint8Array(size)], 'picture', { type });

describe('image file check', () => {
  it('takes the types the server stores: JPEG, PNG and WebP', () => {
    expect(imageFileError(file('image/jpeg'))).toBeNull();
    expect(imageFileError(file('image/png'))).toBeNull();
    expect(imageFileError(file('image/webp'))).toBeNull();
    expect(IMAGE_ACCEPT).toBe('image/jpeg,image/png,image/webp');
  });

  it("refuses other images before uploading, with 'Please select an image file'", () => {
    for (const type of ['image/gif', 'image/svg+xml', 'image/heic', 'image/bmp', 'text/plain', '']) {
      expect(imageFileError(file(type)), type).toBe(validation.selectImageFile);
    }
  });

  it('refuses 10 MB and more', () => {
    expect(imageFileError(file('image/png', MAX_IMAGE_BYTES))).toBe(validation.imageTooLarge);
  });
});
