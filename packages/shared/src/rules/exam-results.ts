import { csvLine } from './csv-import.js';

/**
 * The arithmetic of an exam's results, shared by the server (result sheet, CSV) and the web
 * (the histogram it draws). Marks have two decimals; sums and comparisons are made in hundredths
 * so that 0.1 + 0.2 is 0.3 and two equal totals tie.
 */

const hundredths = (marks: number) => Math.round(marks * 100);

/** The total of an attempt: the sum of its marks (unanswered questions count 0), never below 0. */
export function attemptTotal(marks: readonly (number | null | undefined)[]): number {
  const sum = marks.reduce<number>((acc, m) => acc + (m == null ? 0 : hundredths(m)), 0);
  return Math.max(0, sum) / 100;
}

/** A total as a percentage of the maximum, rounded half up to 2 decimals (0 of a 0 maximum). */
export function percentageOf(total: number, maximum: number): number {
  const max = hundredths(maximum);
  if (max <= 0) return 0;
  return Math.round((hundredths(total) * 10_000) / max) / 100;
}

/**
 * A percentage as the portal writes it everywhere (en-GB usage: no space before the sign):
 * "86.36%", "82.5%", "80%"; at most two decimals, as percentageOf rounds.
 */
export function percentText(percentage: number): string {
  return `${String(Math.round(percentage * 100) / 100)}%`;
}

/** U+2060 WORD JOINER: no line break here (a browser may break after an en dash). */
const NO_BREAK = '\u2060';

/** A histogram bin's band, "10–20%", that never breaks across lines. */
export function percentBand(from: number, to: number): string {
  return `${from}–${NO_BREAK}${percentText(to)}`;
}

/**
 * Competition ranks ("1, 2, 2, 4"): one more than the number of totals strictly higher. A null
 * total (an attempt not evaluated) has no rank and does not push others down.
 */
export function competitionRanks(totals: readonly (number | null)[]): (number | null)[] {
  const ranked = totals.filter((t): t is number => t !== null).map(hundredths);
  return totals.map((total) => {
    if (total === null) return null;
    const own = hundredths(total);
    return 1 + ranked.filter((other) => other > own).length;
  });
}

export type HistogramBin = { from: number; to: number; count: number };

/** Ten bins of the percentage: 0–10, 10–20 … 90–100; a bin holds its lower edge, 100 the last. */
export function percentageHistogram(percentages: readonly number[]): HistogramBin[] {
  const bins = Array.from({ length: 10 }, (_, i) => ({ from: i * 10, to: i * 10 + 10, count: 0 }));
  for (const p of percentages) {
    const index = Math.min(9, Math.max(0, Math.floor(p / 10)));
    const bin = bins[index];
    if (bin) bin.count += 1;
  }
  return bins;
}

/** Average (2 decimals), highest and lowest of the totals; null each when there are none. */
export function totalsSummary(totals: readonly number[]): {
  average: number | null;
  highest: number | null;
  lowest: number | null;
} {
  if (totals.length === 0) return { average: null, highest: null, lowest: null };
  const cents = totals.map(hundredths);
  const sum = cents.reduce((a, b) => a + b, 0);
  return {
    average: Math.round(sum / totals.length) / 100,
    highest: Math.max(...cents) / 100,
    lowest: Math.min(...cents) / 100,
  };
}

/**
 * A cell a spreadsheet will not run as a formula: text starting with = + - @ (or a tab or
 * carriage return, which some spreadsheets skip before one) gets a leading apostrophe (OWASP's
 * CSV injection advice).
 */
export function csvSafeCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** A CSV text of rows (the first the header): cells made safe and quoted as needed, CRLF ends. */
export function safeCsv(
  rows: readonly (readonly (string | number | null | undefined)[])[],
): string {
  return `${rows.map((row) => csvLine(row.map(csvSafeCell))).join('\r\n')}\r\n`;
}
