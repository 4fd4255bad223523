import { remove as withoutLookAlikes } from 'confusables';

/**
 * Text as the eye reads it: compatibility forms unified (NFKC), case ignored, spaces as one, and
 * look-alike letters of other scripts read as the Latin they imitate (Greek "ο" in "Rοse" is "o",
 * Unicode's confusables list). Two names with one key cannot be told apart on a screen.
 */
export function lookAlikeKey(text: string): string {
  const plain = text.normalize('NFKC').toLowerCase().replace(/\s+/gu, ' ').trim();
  return withoutLookAlikes(plain).normalize('NFKC').toLowerCase();
}
