import { remove as withoutLookAlikes } from 'confusables';

/**
 * The username as accounts are told apart: compatibility forms unified (NFKC: a full-width "Ａ" is
 * "A"), look-alike letters of other scripts read as the Latin they imitate (Cyrillic "а" is "a",
 * Unicode's confusables list), and case ignored. Two names with one key are one name: the second is
 * refused, and signing in with either finds the same account.
 */
export function usernameKey(username: string): string {
  // Lower case first as well: the confusables list reads some capitals (Cyrillic "І") as another letter than their small form.
  return withoutLookAlikes(username.trim().normalize('NFKC').toLowerCase()).normalize('NFKC').toLowerCase();
}

/**
 * The username as an eye might misread it: its key, with 0 read as o and 1 as l, and the dots,
 * hyphens and underscores at either end left out. A new name whose skeleton an existing one has
 * ("0wner", "owner." beside "owner") is refused: it would pass for that person in the Activity.
 */
export function usernameSkeleton(username: string): string {
  return usernameKey(username)
    .replace(/^[\p{P}\p{S}]+|[\p{P}\p{S}]+$/gu, '')
    .replaceAll('0', 'o')
    .replaceAll('1', 'l');
}
