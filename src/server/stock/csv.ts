import type { ListedLevel } from './repository.js';

// The Stock page as a spreadsheet: RFC 4180 text, UTF-8 with a byte-order mark so Excel reads Arabic
// names right, and cells a spreadsheet would run as a formula defused.

const BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: a leading apostrophe where a spreadsheet would read a formula, quoted where RFC 4180 asks. */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export type StockStatus = 'ok' | 'low' | 'out';

export const stockStatus = (count: number, threshold: number): StockStatus => (count === 0 ? 'out' : count <= threshold ? 'low' : 'ok');

/** The counts as CSV: item, colour, count, status; lines end in CRLF as RFC 4180 has them. */
export function stockCsv(levels: ListedLevel[], threshold: number): string {
  const lines = [
    ['item', 'colour', 'count', 'status'],
    ...levels.map((level) => [level.name, level.color_name ?? '', String(level.count), stockStatus(level.count, threshold)]),
  ];
  return BOM + lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
