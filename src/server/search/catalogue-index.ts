import type { ProductsTable } from '../db/schema.js';
import { searchWords } from './fold.js';
import { IN_DESCRIPTION, MAX_COUNTED, scoreOf, type Candidate } from './match-score.js';
import { inDescriptionOnly, itemOf, positionOf, posting } from './postings.js';
import { queryWords } from './query-words.js';
import { newestFirst, Ranking } from './ranking.js';
import { letterCount } from './typos.js';
import { WordIndex } from './word-index.js';

export type { Ranking } from './ranking.js';

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

/** Names suggested when a search finds nothing. */
const SUGGESTIONS = 3;

/** Typos a suggestion may be away from a typed word: looser than search's, still not anything. */
const suggestionTypos = (letters: number): number => (letters <= 3 ? 1 : letters <= 6 ? 2 : 3);

export class CatalogueIndex {
  /** Each word's postings, in a radix tree for prefixes and typos, and the Arabic words by skeleton for Arabizi. */
  private readonly words = new WordIndex();
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
    for (const [word, at] of places) this.words.post(word, posting(number, at, false));
    for (const text of [item.description, item.description_fr, item.description_ar]) {
      if (!text) continue;
      for (const word of searchWords(text)) {
        if (places.has(word)) continue;
        places.set(word, MAX_COUNTED);
        this.words.post(word, posting(number, MAX_COUNTED, true));
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
    this.words.compact(renumbered);
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
      const candidates = this.words.candidates(word);
      // A word that matches no indexed word leaves nothing to find: the other words need no look-up.
      if (candidates.length === 0) return new Ranking(new Map(), this.ids, this.createdAt);
      matches.push({ candidates, postings: candidates.reduce((sum, [term]) => sum + (this.words.postingsOf(term)?.length ?? 0), 0) });
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
      for (const [term, [postings, distance]] of this.words.near(word, suggestionTypos(letters))) {
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

  /** Each live item the candidates reach (only those in `among`, when given) with its best score. */
  private bestMatches(candidates: Candidate[], among: Map<number, number> | undefined): Map<number, number> {
    const best = new Map<number, number>();
    for (const [term, how, distance] of candidates) {
      for (const entry of this.words.postingsOf(term) ?? []) {
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

const present = (name: string | null): { name?: string } => (name ? { name } : {});
