import { describe, expect, it } from 'vitest';
import { gridValues, labelEvery, niceTop } from './chart-scale';

describe('the bar charts’ scale', () => {
  it('rounds the top up to a round figure, or keeps the fixed one', () => {
    expect(niceTop(0)).toBe(0);
    expect(niceTop(7)).toBe(10);
    expect(niceTop(10)).toBe(10);
    expect(niceTop(11)).toBe(20);
    expect(niceTop(230)).toBe(250);
    expect(niceTop(4_100_000)).toBe(5_000_000);
    expect(niceTop(83.3, 100)).toBe(100);
  });
  it('draws four steps of grid up to the top', () => {
    expect(gridValues(100)).toEqual([0, 25, 50, 75, 100]);
    expect(gridValues(0)).toEqual([0]);
    // Whole counts: steps that are whole numbers.
    expect(gridValues(10, true)).toEqual([0, 2, 4, 6, 8, 10]);
    expect(gridValues(200, true)).toEqual([0, 50, 100, 150, 200]);
  });
  it('names every category when there is room, every other or third when not', () => {
    expect(labelEvery(40, 30)).toBe(1);
    expect(labelEvery(14, 28)).toBe(2);
    expect(labelEvery(5, 28)).toBe(6);
  });
});
