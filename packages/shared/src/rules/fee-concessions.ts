/**
 * How a student's concessions come off a fee structure's charges (issue 11), in integer paise:
 * each percentage is taken off every charge (rounded down: the institute never gives more than
 * it said), a fixed amount is spread over the charges in proportion to them (largest remainder,
 * exact to the paisa), and no charge is let off more than it costs.
 */

export type ConcessionRule = { basisPoints: number } | { amountPaise: number };

/** Paise `amount` spread over `weights` in proportion, exact: the parts add up to `amount`. */
export function spreadPaise(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((s, w) => s + w, 0);
  if (total === 0 || amount === 0) return weights.map(() => 0);
  const exact = weights.map((w) => (amount * w) / total);
  const parts = exact.map(Math.floor);
  let left = amount - parts.reduce((s, p) => s + p, 0);
  const byRemainder = exact
    .map((x, i) => ({ i, r: x - Math.floor(x) }))
    .sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left === 0) break;
    parts[i] = (parts[i] as number) + 1;
    left -= 1;
  }
  return parts;
}

/**
 * The concession on each charge (same order as `charges`): percentages of each charge, fixed
 * amounts spread over them (an amount beyond the charges lets them off entirely), capped at
 * the charge.
 */
export function concessionsOfCharges(
  charges: readonly number[],
  rules: readonly ConcessionRule[],
): number[] {
  const off = charges.map(() => 0);
  const total = charges.reduce((s, c) => s + c, 0);
  for (const rule of rules) {
    const parts =
      'basisPoints' in rule
        ? charges.map((c) => Math.floor((c * rule.basisPoints) / 10_000))
        : spreadPaise(Math.min(rule.amountPaise, total), charges);
    parts.forEach((p, i) => {
      off[i] = (off[i] as number) + p;
    });
  }
  return off.map((o, i) => Math.min(o, charges[i] as number));
}
