import type { FastifyInstance } from 'fastify';
import { MAX_PAGE_SIZE } from '#contract/constants.js';
import type { DatabaseConfig } from '#server/config.js';
import { SEARCH_CASES, type SearchCase } from './support/search-cases.js';
import { catalogueNames, createSearchCatalogue } from './support/search-catalogue.js';
import { openShop } from './support/shop-app.js';
import { formatTable } from './support/stats.js';

// The relevance half of `npm run bench:search` (bench/search.ts): a small trilingual catalogue created
// through the admin API, the queries of support/search-cases.ts asked of the lists, and how each fared.

const FIRST = 5;

export interface SearchResult {
  hits: string[];
  total: number;
}

interface Verdict {
  inFirst: boolean;
  unrelatedAbove: boolean;
  pass: boolean;
}

async function ask(app: FastifyInstance, { query, list }: SearchCase): Promise<SearchResult> {
  const url = `/api/${list === 'offers' ? 'offer' : 'products'}?limit=${MAX_PAGE_SIZE}&search=${encodeURIComponent(query)}`;
  const response = await app.inject({ method: 'GET', url });
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  const { data, pagination } = response.json() as { data: Array<{ name: string }>; pagination: { totalItems: number } };
  return { hits: data.map((item) => item.name), total: pagination.totalItems };
}

/** The two rules of support/search-cases.ts. */
function judge({ expected, first, related = [] }: SearchCase, { hits }: SearchResult): Verdict {
  const firstHits = hits.slice(0, FIRST);
  const inFirst =
    (expected.length <= FIRST ? expected.every((name) => firstHits.includes(name)) : firstHits.every((name) => expected.includes(name))) &&
    (first === undefined || hits[0] === first);
  const known = new Set([...expected, ...related]);
  const expectedAt = expected.map((name) => hits.indexOf(name)).filter((at) => at >= 0);
  const unrelatedAbove =
    expected.length === 0
      ? hits.some((name) => !known.has(name))
      : hits.slice(0, Math.max(0, ...expectedAt)).some((name) => !known.has(name));
  return { inFirst, unrelatedAbove, pass: inFirst && !unrelatedAbove };
}

const yesNo = (value: boolean) => (value ? 'yes' : 'NO');

function printCase(index: number, searchCase: SearchCase, result: SearchResult, verdict: Verdict): void {
  const list = searchCase.list === 'offers' ? ', offers' : '';
  console.log(`\n${String(index + 1).padStart(2)}. "${searchCase.query}" (${searchCase.kind}${list}): ${verdict.pass ? 'pass' : 'FAIL'}`);
  const expected = searchCase.expected.length === 0 ? 'nothing' : searchCase.expected.join(', ');
  console.log(`    expected: ${expected}${searchCase.first ? `; ${searchCase.first} first` : ''}`);
  const shown = result.hits.slice(0, FIRST).map((name, at) => `${at + 1} ${name}`);
  console.log(`    found ${result.total}: ${shown.join(' | ') || '–'}`);
  const missing = searchCase.expected.filter((name) => !result.hits.includes(name));
  console.log(
    `    expected in the first ${FIRST}: ${yesNo(verdict.inFirst)}; unrelated above an expected one: ${verdict.unrelatedAbove ? 'YES' : 'no'}` +
      (missing.length > 0 ? `; not found: ${missing.join(', ')}` : ''),
  );
}

/** Names a case gives that the catalogue does not have: a case that cannot pass as written. */
function unknownNames(): string[] {
  return SEARCH_CASES.flatMap(({ list, expected, first, related = [] }) => {
    const names = catalogueNames[list ?? 'products'];
    return [...expected, ...(first ? [first] : []), ...related].filter((name) => !names.has(name));
  });
}

export async function relevance(engine: string, database: DatabaseConfig): Promise<SearchResult[]> {
  const shop = await openShop(database);
  try {
    const items = await createSearchCatalogue(shop.app, await shop.signIn());
    console.log(`\n${engine}: relevance, ${items} items created through the admin API, ${SEARCH_CASES.length} queries`);
    const results: SearchResult[] = [];
    for (const searchCase of SEARCH_CASES) results.push(await ask(shop.app, searchCase));
    return results;
  } finally {
    await shop.close();
  }
}

export function reportRelevance(byEngine: Map<string, SearchResult[]>): void {
  const [first, ...others] = [...byEngine];
  if (!first) return;
  const [firstEngine, results] = first;
  console.log(`\nRelevance on ${firstEngine}:`);
  const verdicts = SEARCH_CASES.map((searchCase, at) => judge(searchCase, results[at]!));
  SEARCH_CASES.forEach((searchCase, at) => printCase(at, searchCase, results[at]!, verdicts[at]!));
  const unknown = unknownNames();
  if (unknown.length > 0) console.log(`\nNamed by a case but not in the catalogue: ${[...new Set(unknown)].join(', ')}`);

  const rows = SEARCH_CASES.map((searchCase, at) => {
    const verdict = verdicts[at]!;
    const sameHits = others.map(([, other]) => (other[at]!.hits.join('\n') === results[at]!.hits.join('\n') ? 'same' : 'DIFFERENT'));
    return [
      `${at + 1}. ${searchCase.query}${searchCase.list ? ' (offers)' : ''}`,
      String(results[at]!.total),
      yesNo(verdict.inFirst),
      verdict.unrelatedAbove ? 'YES' : 'no',
      verdict.pass ? 'pass' : 'FAIL',
      ...sameHits,
    ];
  });
  console.log(`\nRelevance summary (${firstEngine}):`);
  console.log(
    formatTable(
      ['query', 'found', `expected in first ${FIRST}`, 'unrelated above', 'both rules', ...others.map(([engine]) => `${engine} hits`)],
      rows,
    ),
  );
  const passed = verdicts.filter((verdict) => verdict.pass).length;
  console.log(`\n${firstEngine}: ${passed} / ${SEARCH_CASES.length} queries pass both rules`);
  for (const [engine, other] of others) {
    const otherPassed = SEARCH_CASES.filter((searchCase, at) => judge(searchCase, other[at]!).pass).length;
    const differing = SEARCH_CASES.flatMap((searchCase, at) => (other[at]!.hits.join('\n') === results[at]!.hits.join('\n') ? [] : [at]));
    console.log(
      `${engine}: ${otherPassed} / ${SEARCH_CASES.length} queries pass both rules; hits differ from ${firstEngine}'s in ${differing.length}`,
    );
    for (const at of differing) {
      console.log(`  ${at + 1}. "${SEARCH_CASES[at]!.query}"`);
      console.log(`     ${firstEngine}: ${results[at]!.hits.slice(0, FIRST).join(' | ') || '–'} (${results[at]!.total})`);
      console.log(`     ${engine}: ${other[at]!.hits.slice(0, FIRST).join(' | ') || '–'} (${other[at]!.total})`);
    }
  }
}
