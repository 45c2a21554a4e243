/**
 * The arithmetic of the bar charts (ui/BarChart.tsx): a round top for the axis, its grid lines,
 * and which labels of a crowded axis to print. Pure, so the tests read it without a browser.
 */

/**
 * The axis's top: the largest value rounded up to 1, 2, 2.5 or 5 times a power of ten, so the
 * grid lines fall on round figures; `fixed` (100 for percentages) when given. Nothing: 0.
 */
export function niceTop(largest: number, fixed?: number): number {
  if (fixed !== undefined) return fixed;
  if (largest <= 0) return 0;
  const power = 10 ** Math.floor(Math.log10(largest));
  const step = [1, 2, 2.5, 5, 10].find((f) => f * power >= largest - 1e-9) ?? 10;
  return step * power;
}

/**
 * The grid lines' values, 0 first: four steps up to the top (none when the top is 0); for whole
 * counts (`whole`), as many steps of 5, 4, 2 or 1 as make each a whole number (no "2.5 students").
 */
export function gridValues(top: number, whole = false): number[] {
  if (top <= 0) return [0];
  const lines = whole ? ([4, 5, 2, 1].find((n) => Number.isInteger(top / n)) ?? 1) : 4;
  return Array.from({ length: lines + 1 }, (_, i) => (top / lines) * i);
}

/**
 * Every how many categories a label fits on an axis: at least `room` pixels a label, so a phone
 * names every other or every third month instead of printing them over each other.
 */
export function labelEvery(band: number, room: number): number {
  if (band <= 0) return 1;
  return Math.max(1, Math.ceil(room / band));
}
