import SearchableMap from 'minisearch/SearchableMap';
import { arabicSkeleton, arabiziDistance, arabiziSkeletons, isSurelyArabizi, MIN_SKELETON } from './arabizi.js';
import { INEXACT, MAX_COUNTED, PREFIX, scoreOf, type Candidate } from './match-score.js';
import { inDescriptionOnly, itemOf, positionOf, posting, type Postings } from './postings.js';
import type { QueryWord } from './query-words.js';
import { letterCount, typoBudget, typos } from './typos.js';

// The catalogue index's words, each with its postings: what finds the indexed words a query word
// matches, whole, by its start, a few typos away, or as the Arabic word its Arabizi spells.

/** Particles written joined to the Arabic word after them (and, with, for, the): بماء is ماء with. */
const ARABIC_PARTICLES = ['و', 'ب', 'ل', 'ال', 'وال', 'بال', 'لل', 'وب', 'ول', 'وبال', 'ولل'];
const THE = /^(?:ال|وال|بال|لل|وبال|ولل)/u;
/** A shorter word with a particle is too often another word. */
const MIN_PARTICLE_STEM = 3;

const ARABIC_LETTER = /\p{Script=Arabic}/u;

export class WordIndex {
  /** Each word's postings; the tree below holds the same arrays, for prefixes and typos. */
  private readonly words = new Map<string, Postings>();
  /** MiniSearch's radix tree finds words by a prefix or a few edits away; an exact word is a plain Map lookup. */
  private readonly tree = new SearchableMap<Postings>();
  /** Indexed Arabic words by consonant skeleton, for Arabizi. */
  private readonly skeletons = new SearchableMap<string[]>();

  postingsOf(word: string): Postings | undefined {
    return this.words.get(word);
  }

  /** The indexed words up to `maxEdits` edits from `word`, each with its postings and distance. */
  near(word: string, maxEdits: number) {
    return this.tree.fuzzyGet(word, maxEdits);
  }

  post(word: string, posting: number): void {
    const postings = this.words.get(word);
    if (postings) {
      postings.push(posting);
      return;
    }
    const created = [posting];
    this.words.set(word, created);
    this.tree.set(word, created);
    if (!ARABIC_LETTER.test(word)) return;
    const skeleton = arabicSkeleton(word);
    if (skeleton.length < MIN_SKELETON) return;
    const spelled = this.skeletons.get(skeleton);
    if (spelled) spelled.push(word);
    else this.skeletons.set(skeleton, [word]);
  }

  /** Gives each posting its item's new number (-1: the item is gone) and drops the words left with none. */
  compact(renumbered: Int32Array): void {
    const emptied: string[] = [];
    for (const [word, postings] of this.words) {
      const kept: Postings = [];
      for (const old of postings) {
        const number = renumbered[itemOf(old)]!;
        if (number >= 0) kept.push(posting(number, positionOf(old), inDescriptionOnly(old)));
      }
      if (kept.length === 0) emptied.push(word);
      else {
        this.words.set(word, kept);
        this.tree.set(word, kept);
      }
    }
    for (const word of emptied) {
      this.unpostArabic(word);
      this.words.delete(word);
      this.tree.delete(word);
    }
  }

  private unpostArabic(word: string): void {
    if (!ARABIC_LETTER.test(word)) return;
    const skeleton = arabicSkeleton(word);
    const spelled = this.skeletons.get(skeleton)?.filter((other) => other !== word);
    if (spelled?.length) this.skeletons.set(skeleton, spelled);
    else this.skeletons.delete(skeleton);
  }

  /** The indexed words a query word matches, each with how (the best way when several). */
  candidates({ word, typing }: QueryWord): Candidate[] {
    const found = new Map<string, Candidate>();
    const add = (term: string, how: number, distance = 0) => {
      const known = found.get(term);
      if (!known || scoreOf(how, distance, 0) < scoreOf(known[1], known[2], 0)) found.set(term, [term, how, distance]);
    };
    if (this.words.has(word)) add(word, 0);
    if (typing) for (const term of this.tree.atPrefix(word).keys()) if (term !== word) add(term, PREFIX);
    if (ARABIC_LETTER.test(word)) this.withParticles(word, add);
    const budget = typoBudget(letterCount(word));
    if (budget > 0) {
      // A swap is two Levenshtein edits, so the tree is asked for one more than the budget.
      for (const term of this.tree.fuzzyGet(word, budget + 1).keys()) {
        const count = typos(word, term);
        if (count <= budget) add(term, INEXACT, count);
      }
    }
    if (isSurelyArabizi(word) || found.size === 0) {
      for (const skeleton of arabiziSkeletons(word)) {
        const spelled = typing ? [...this.skeletons.atPrefix(skeleton).values()].flat() : (this.skeletons.get(skeleton) ?? []);
        for (const term of spelled) add(term, INEXACT, Math.min(arabiziDistance(word, term), MAX_COUNTED));
      }
    }
    return [...found.values()];
  }

  /** The word with a particle joined to it, or without its own (الورد finds ورد and بالورد). */
  private withParticles(word: string, add: (term: string, how: number) => void): void {
    const stem = word.replace(THE, '');
    if (letterCount(stem) < MIN_PARTICLE_STEM) return;
    for (const term of [stem, ...ARABIC_PARTICLES.map((particle) => particle + stem)]) {
      if (term !== word && this.words.has(term)) add(term, PREFIX);
    }
  }
}
