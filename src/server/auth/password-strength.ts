import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { LIMITS } from '#contract/constants.js';
import { validation } from '#contract/messages/validation.js';

// How hard a password is to guess, by zxcvbn's estimate: the most used passwords of many leaks,
// keyboard patterns, sequences, dates and the account's own words. Only the server checks it: its
// lists stay out of every page's code.

/** zxcvbn's "safely unguessable" score (about 10^10 guesses); below it a password is refused. */
const MIN_SCORE = 3;

/** Warnings that mean the password is in the lists of the most used ones, or one of them slightly changed. */
const COMMON = new Set(['topTen', 'topHundred', 'common', 'similarToCommon']);

let estimator: ZxcvbnFactory | undefined;

/**
 * Why `password` may not be chosen, as a validation message, or null when it may. `own` are the
 * account's username and name, which a guesser tries first.
 */
export function passwordWeakness(password: string, own: readonly string[] = []): string | null {
  if ([...password].length < LIMITS.passwordMin) return validation.passwordTooShort;
  estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  const { score, feedback } = estimator.check(password, [...own]);
  if (score >= MIN_SCORE) return null;
  if (feedback.warning && COMMON.has(feedback.warning)) return validation.passwordCommon;
  if (feedback.warning === 'userInputs') return validation.passwordAboutYou;
  return validation.passwordGuessable;
}
