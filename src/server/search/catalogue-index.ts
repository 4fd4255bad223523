import SearchableMap from 'minisearch/SearchableMap';
import type { ProductsTable } from '../db/schema.js';
import { arabicSkeleton, arabiziDistance, arabiziSkeletons, isSurelyArabizi, MIN_SKELETON } from './arabizi.js';
import { searchWords } from './fold.js';
import { letterCount, typoBudget, typos } from './typos.js';

// The catalogue's words in memory, for one table (products or offers): every folded word of every
// item's names and descriptions, in a radix tree (MiniSearch's SearchableMap) that finds a word, the
// words it begins, and the words a few typos away. docs/decisions/025-search.md.

/** An item as search reads it: its names and descriptions in every language, and its place in the list. */
export type SearchedItem = Pick<
  ProductsTable,
  'id' | 'name' | 'description' | 'name_fr' | 'name_ar' | 'description_fr' | 'description_ar' | 'created_at' | 'updated_at'
>;

/** A name to suggest, in English with its translations (the page shows its own language's). */
export interface NameSuggestion {
  name: string;
  translations: { fr: { name?: string }; ar: { name?: string } };
}

/**
 * How a query word met an item, best first: whole word, then the start of a word (the word being
 * typed) or the word with an Arabic particle joined to it (بماء for ماء), then a word with typos or an
 * Arabic word its Arabizi spells; each in a name before a description.
 */
const PREFIX = 1;
const IN_DESCRIPTION = 2;
const INEXACT = 4;

/** Typos, Arabizi's distance and a word's place in a name count up to this, so their sums keep to their places. */
const MAX_COUNTED = 9;

/**
 * A query word's score for an item; the item's rank is the sum over the words, smaller first. Each
 * part has its own decimal places, compared in this order: inexact words, words found only in a
 * description, words found only as a prefix or with a particle, typos (and Arabizi's distance), then
 * how early in a name the words stand. A query has at most 100 words (200 characters), so no sum
 * (at most 100 × 9) carries into the part before it, and the largest stays an exact double.
 */
const scoreOf = (how: number, distance: number, position: number): number =>
  (how & INEXACT ? 1e12 : 0) + (how & IN_DESCRIPTION ? 1e9 : 0) + (how & PREFIX ? 1e6 : 0) + distance * 1e3 + position;

/**
 * A posting packs the item's number, the word's first place in the item's names (MAX_COUNTED when
 * only in a description) and whether it is only in a description.
 */
type Postings = number[];
const POSITIONS = 16;
const posting = (number: number, position: number, inDescription: boolean) => (number * POSITIONS + position) * 2 + (inDescription ? 1 : 0);
const itemOf = (posting: number) => Math.floor(posting / (POSITIONS * 2));
const positionOf = (posting: number) => Math.floor(posting / 2) % POSITIONS;
const inDescriptionOnly = (posting: number) => posting % 2 === 1;

/** Particles written joined to the Arabic word after them (and, with, for, the): بماء is ماء with. */
const ARABIC_PARTICLES = ['و', 'ب', 'ل', 'ال', 'وال', 'بال', 'لل', 'وب', 'ول', 'وبال', 'ولل'];
const THE = /^(?:ال|وال|بال|لل|وبال|ولل)/u;
/** A shorter word with a particle is too often another word. */
const MIN_PARTICLE_STEM = 3;

const ARABIC_LETTER = /\p{Script=Arabic}/u;

/** As Meilisearch, the words after the tenth are left out: each costs a look-up a few typos wide. */
const MAX_QUERY_WORDS = 10;

/** Names suggested when a search finds nothing. */
const SUGGESTIONS = 3;

/** Typos a suggestion may be away from a typed word: looser than search's, still not anything. */
const suggestionTypos = (letters: number): number => (letters <= 3 ? 1 : letters <= 6 ? 2 : 3);

interface QueryWord {
  word: string;
  /** The last word, still being typed: it also matches as the start of a word. */
  typing: boolean;
}

/** An indexed word, how it matches a query word (PREFIX, INEXACT or neither) and its typos or Arabizi distance. */
type Candidate = [term: string, how: number, distance: number];

export class CatalogueIndex {
  /** Each word's postings; the tree below holds the same arrays, for prefixes and typos. */
  private readonly words = new Map<string, Postings>();
  /** MiniSearch's radix tree finds words by a prefix or a few edits away; an exact word is a plain Map lookup. */
  private readonly tree = new SearchableMap<Postings>();
  /** Indexed Arabic words by consonant skeleton, for Arabizi. */
  private readonly skeletons = new SearchableMap<string[]>();
  // Per item number; an item saved again gets a new number and its old one is marked gone.
  private ids: string[] = [];
  private createdAt: string[] = [];
  private updatedAt: string[] = [];
  private names: NameSuggestion[] = [];
  private live: boolean[] = [];
  private readonly numbers = new Map<string, number>();
  private gone = 0;

  /** Items indexed. */
  get size(): number {
    return this.numbers.size;
  }

  /** Item numbers no longer live, whose postings stay until `compact`. */
  get goneCount(): number {
    return this.gone;
  }

  /** When the item was last saved, as indexed. */
  updatedAtOf(id: string): string | undefined {
    const number = this.numbers.get(id);
    return number === undefined ? undefined : this.updatedAt[number];
  }

  has(id: string): boolean {
    return this.numbers.has(id);
  }

  /** The ids of the items indexed. */
  indexedIds(): IterableIterator<string> {
    return this.numbers.keys();
  }

  /** Adds the item, or replaces what was indexed of it. */
  put(item: SearchedItem): void {
    this.remove(item.id);
    const number = this.ids.length;
    this.ids.push(item.id);
    this.createdAt.push(item.created_at);
    this.updatedAt.push(item.updated_at);
    this.names.push({ name: item.name, translations: { fr: present(item.name_fr), ar: present(item.name_ar) } });
    this.live.push(true);
    this.numbers.set(item.id, number);

    // Each word once, at its first place in any name, or only in a description.
    const places = new Map<string, number>();
    for (const text of [item.name, item.name_fr, item.name_ar]) {
      if (!text) continue;
      for (const [at, word] of searchWords(text).entries()) places.set(word, Math.min(places.get(word) ?? MAX_COUNTED, at));
    }
    for (const [word, at] of places) this.post(word, posting(number, at, false));
    for (const text of [item.description, item.description_fr, item.description_ar]) {
      if (!text) continue;
      for (const word of searchWords(text)) {
        if (places.has(word)) continue;
        places.set(word, MAX_COUNTED);
        this.post(word, posting(number, MAX_COUNTED, true));
      }
    }
  }

  remove(id: string): void {
    const number = this.numbers.get(id);
    if (number === undefined) return;
    this.numbers.delete(id);
    this.live[number] = false;
    this.gone += 1;
  }

  /** Drops what gone items left in the postings and numbers the live ones afresh. */
  compact(): void {
    const renumbered = new Int32Array(this.ids.length).fill(-1);
    const ids: string[] = [];
    const createdAt: string[] = [];
    const updatedAt: string[] = [];
    const names: NameSuggestion[] = [];
    for (let number = 0; number < this.ids.length; number += 1) {
      if (!this.live[number]) continue;
      renumbered[number] = ids.length;
      this.numbers.set(this.ids[number]!, ids.length);
      ids.push(this.ids[number]!);
      createdAt.push(this.createdAt[number]!);
      updatedAt.push(this.updatedAt[number]!);
      names.push(this.names[number]!);
    }
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
    this.ids = ids;
    this.createdAt = createdAt;
    this.updatedAt = updatedAt;
    this.names = names;
    this.live = ids.map(() => true);
    this.gone = 0;
  }

  /**
   * The ids of the items every word of `text` matches, best first (see `rankOf`), then newest first;
   * undefined when the text has no word to look for (only punctuation, marks or invisible characters).
   */
  search(text: string): Ranking | undefined {
    const query = queryWords(text);
    if (query.length === 0) return undefined;
    const matches: Array<{ candidates: Candidate[]; postings: number }> = [];
    for (const word of query) {
      const candidates = this.candidates(word);
      // A word that matches no indexed word leaves nothing to find: the other words need no look-up.
      if (candidates.length === 0) return new Ranking(new Map(), this.ids, this.createdAt);
      matches.push({ candidates, postings: candidates.reduce((sum, [term]) => sum + (this.words.get(term)?.length ?? 0), 0) });
    }
    // The word with the fewest postings goes first, so the others only test its items.
    matches.sort((a, b) => a.postings - b.postings);
    let ranks: Map<number, number> | undefined;
    for (const { candidates } of matches) {
      const best = this.bestMatches(candidates, ranks);
      for (const [number, score] of best) best.set(number, score + (ranks?.get(number) ?? 0));
      ranks = best;
      if (ranks.size === 0) break;
    }
    return new Ranking(ranks ?? new Map(), this.ids, this.createdAt);
  }

  /** Names of items near the typed words, for a search that found nothing: most words met, fewest typos, newest. */
  suggest(text: string): NameSuggestion[] {
    const query = queryWords(text);
    const scores = new Map<number, { words: number; typos: number }>();
    for (const { word } of query) {
      const letters = letterCount(word);
      if (letters < 2) continue;
      const nearest = new Map<number, number>();
      for (const [term, [postings, distance]] of this.tree.fuzzyGet(word, suggestionTypos(letters))) {
        if (letterCount(term) < 2) continue;
        for (const entry of postings) {
          const number = itemOf(entry);
          if (inDescriptionOnly(entry) || !this.live[number]) continue;
          nearest.set(number, Math.min(nearest.get(number) ?? Infinity, distance));
        }
      }
      for (const [number, distance] of nearest) {
        const score = scores.get(number) ?? { words: 0, typos: 0 };
        scores.set(number, { words: score.words + 1, typos: score.typos + distance });
      }
    }
    const order = [...scores].sort(([a, x], [b, y]) => y.words - x.words || x.typos - y.typos || this.newestFirst(a, b));
    const suggestions: NameSuggestion[] = [];
    const seen = new Set<string>();
    for (const [number] of order) {
      const suggestion = this.names[number]!;
      if (seen.has(suggestion.name)) continue;
      seen.add(suggestion.name);
      suggestions.push(suggestion);
      if (suggestions.length === SUGGESTIONS) break;
    }
    return suggestions;
  }

  private post(word: string, posting: number): void {
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

  private unpostArabic(word: string): void {
    if (!ARABIC_LETTER.test(word)) return;
    const skeleton = arabicSkeleton(word);
    const spelled = this.skeletons.get(skeleton)?.filter((other) => other !== word);
    if (spelled?.length) this.skeletons.set(skeleton, spelled);
    else this.skeletons.delete(skeleton);
  }

  /** The indexed words a query word matches, each with how (the best way when several). */
  private candidates({ word, typing }: QueryWord): Candidate[] {
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

  /** Each live item the candidates reach (only those in `among`, when given) with its best score. */
  private bestMatches(candidates: Candidate[], among: Map<number, number> | undefined): Map<number, number> {
    const best = new Map<number, number>();
    for (const [term, how, distance] of candidates) {
      for (const entry of this.words.get(term) ?? []) {
        const number = itemOf(entry);
        if (!this.live[number] || (among && !among.has(number))) continue;
        const where = inDescriptionOnly(entry) ? IN_DESCRIPTION : 0;
        const score = scoreOf(how | where, distance, positionOf(entry));
        if (score < (best.get(number) ?? Infinity)) best.set(number, score);
      }
    }
    return best;
  }

  /** The list's own order: created_at, then id, both descending. */
  private newestFirst(a: number, b: number): number {
    return newestFirst(this.createdAt, this.ids, a, b);
  }
}

/** created_at, then id, both descending, of items by number. */
function newestFirst(createdAt: readonly string[], ids: readonly string[], a: number, b: number): number {
  const [createdA, createdB] = [createdAt[a]!, createdAt[b]!];
  if (createdA !== createdB) return createdA < createdB ? 1 : -1;
  const [idA, idB] = [ids[a]!, ids[b]!];
  return idA < idB ? 1 : idA > idB ? -1 : 0;
}

/**
 * A search's matches by score. A page sorts only the scores it reaches, so the first page of a
 * common word does not sort every match. It keeps the arrays it was made from, which the index only
 * ever appends to (compacting makes new ones), so later saves never shift it.
 */
export class Ranking {
  constructor(
    private readonly scores: ReadonlyMap<number, number>,
    private readonly ids: readonly string[],
    private readonly createdAt: readonly string[],
  ) {}

  get total(): number {
    return this.scores.size;
  }

  /** The matches whose id `keep` accepts, in the same order. */
  within(keep: (id: string) => boolean): Ranking {
    return new Ranking(new Map([...this.scores].filter(([number]) => keep(this.ids[number]!))), this.ids, this.createdAt);
  }

  /** The ids from `offset`, `limit` of them, best first. */
  page(offset: number, limit: number): string[] {
    const byScore = new Map<number, number[]>();
    for (const [number, score] of this.scores) {
      const same = byScore.get(score);
      if (same) same.push(number);
      else byScore.set(score, [number]);
    }
    const page: string[] = [];
    let passed = 0;
    for (const score of [...byScore.keys()].sort((a, b) => a - b)) {
      const numbers = byScore.get(score)!;
      if (passed + numbers.length > offset) {
        numbers.sort((a, b) => newestFirst(this.createdAt, this.ids, a, b));
        for (const number of numbers.slice(Math.max(0, offset - passed), offset + limit - passed)) page.push(this.ids[number]!);
      }
      passed += numbers.length;
      if (passed >= offset + limit) break;
    }
    return page;
  }

  /** Every id, best first. */
  all(): string[] {
    return this.page(0, this.total);
  }
}

const present = (name: string | null): { name?: string } => (name ? { name } : {});

/** The query's words, each once, the first ten; the last one typed is still being typed. */
function queryWords(text: string): QueryWord[] {
  const words = searchWords(text);
  const last = words.at(-1);
  return [...new Set(words)].slice(0, MAX_QUERY_WORDS).map((word) => ({ word, typing: word === last }));
}
