/** created_at, then id, both descending, of items by number. */
export function newestFirst(createdAt: readonly string[], ids: readonly string[], a: number, b: number): number {
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
