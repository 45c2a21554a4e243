// Percentiles of latencies, the same way in every bench: the nearest rank (the value at or above
// which the slowest 1 - q of the samples lie), never an interpolation.

export function sortedOf(values: number[]): Float64Array {
  return Float64Array.from(values).sort();
}

export function percentile(sorted: Float64Array, q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;
}
