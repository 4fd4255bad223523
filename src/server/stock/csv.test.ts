import { describe, expect, it } from 'vitest';
import { csvCell, stockStatus } from './csv.js';

describe('a stock CSV cell', () => {
  it('quotes a comma, a quote or a line break, doubling the quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('defuses what a spreadsheet would run as a formula with a leading apostrophe', () => {
    expect(['=1+1', '+1', '-1', '@SUM(A1)'].map(csvCell)).toEqual(["'=1+1", "'+1", "'-1", "'@SUM(A1)"]);
    expect(csvCell('=A1,B1')).toBe(`"'=A1,B1"`);
    expect(csvCell('Rouge-Berry')).toBe('Rouge-Berry');
  });

  it('says out at 0, low at or under the threshold, else ok', () => {
    expect([0, 1, 3, 4].map((count) => stockStatus(count, 3))).toEqual(['out', 'low', 'low', 'ok']);
    expect(stockStatus(0, 0)).toBe('out');
  });
});
