import { describe, expect, it } from 'vitest';
import { labelledDays } from './DailyChart.js';

describe("the daily chart's day labels", () => {
  it('names every 7th day back from the last on a wide chart', () => {
    expect(labelledDays(30, 900)).toEqual([1, 8, 15, 22, 29]);
  });

  it('names every 14th on a phone, so the months of an Arabic or French panel do not pile up', () => {
    expect(labelledDays(30, 358)).toEqual([1, 15, 29]);
  });
});
