import { percentBand, percentText, type ResultSheet } from '@shala/shared';

type Bin = ResultSheet['histogram'][number];

/** "0–10%" (never broken across lines); the last bin holds 100 too. */
export const binLabel = (bin: Bin) => percentBand(bin.from, bin.to);

/** The histogram's bars: each bin's share of the tallest, so the tallest fills the row. */
export function histogramBars(histogram: readonly Bin[]) {
  const tallest = Math.max(0, ...histogram.map((b) => b.count));
  return histogram.map((bin) => ({
    label: binLabel(bin),
    count: bin.count,
    widthPercent: tallest === 0 ? 0 : Math.round((bin.count / tallest) * 100),
  }));
}

/** The chart in words, for screen readers and as its caption. */
export function histogramSummary(histogram: readonly Bin[]): string {
  const filled = histogram.filter((b) => b.count > 0);
  if (filled.length === 0) return 'No evaluated attempts yet.';
  return filled
    .map((b) => `${b.count} ${b.count === 1 ? 'student' : 'students'} scored ${binLabel(b)}`)
    .join('; ')
    .concat('.');
}

/** "82.5%" (the portal's one way, percentText) or "–". */
export function shownPercent(percentage: number | null): string {
  return percentage === null ? '–' : percentText(percentage);
}

/** The sheet in rank order (ties by name); the unranked (not evaluated) after, by name. */
export function byRank<T extends { rank: number | null; fullName: string }>(
  rows: readonly T[],
): T[] {
  return [...rows].sort((a, b) => {
    if (a.rank !== b.rank) {
      if (a.rank === null) return 1;
      if (b.rank === null) return -1;
      return a.rank - b.rank;
    }
    return a.fullName.localeCompare(b.fullName, 'en-GB');
  });
}

/** The file name a Content-Disposition header gives (`attachment; filename="x.csv"`), or null. */
export function fileNameOf(header: string | null): string | null {
  const match = header?.match(/filename="([^"]+)"/) ?? header?.match(/filename=([^;]+)/);
  const name = match?.[1]?.trim();
  // Only a plain name: never a path.
  return name && !/[\\/]/.test(name) ? name : null;
}
