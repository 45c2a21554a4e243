/**
 * Stock valuation by weighted average (issue 25 §3), one rule for the register, the screens and
 * tests. Quantities are whole units of the item (a ream, a box, a piece); money is integer paise.
 * A receipt (stock in, or an issue returned) adds its units at its cost and moves the average;
 * an issue or a write-off takes units out at the average of the moment, leaving the average as it
 * was. The register is the movements in order with the balance after each.
 */

export type StockMovement =
  /** Units received and what they cost together (a purchase: quantity × unit cost). */
  { kind: 'IN'; quantity: number; valuePaise: number } | { kind: 'OUT'; quantity: number };

export type StockBalance = { quantity: number; valuePaise: number };

/** The average cost of a unit of the balance, in paise (0 for none). */
export const averageCost = (b: StockBalance): number =>
  b.quantity > 0 ? Math.round(b.valuePaise / b.quantity) : 0;

/**
 * The balance after one movement; an issue of more than is held is refused (null). Taking out
 * the last unit takes out the whole value, so no paise are left over from rounding.
 */
export function afterMovement(balance: StockBalance, m: StockMovement): StockBalance | null {
  if (m.quantity <= 0 || !Number.isInteger(m.quantity)) return null;
  if (m.kind === 'IN' && (m.valuePaise < 0 || !Number.isInteger(m.valuePaise))) return null;
  if (m.kind === 'IN') {
    return {
      quantity: balance.quantity + m.quantity,
      valuePaise: balance.valuePaise + m.valuePaise,
    };
  }
  if (m.quantity > balance.quantity) return null;
  if (m.quantity === balance.quantity) return { quantity: 0, valuePaise: 0 };
  return {
    quantity: balance.quantity - m.quantity,
    valuePaise:
      balance.valuePaise - Math.round((balance.valuePaise * m.quantity) / balance.quantity),
  };
}

/** The register: each movement with the balance after it; stops at the first refused one. */
export function stockRegister(
  movements: readonly StockMovement[],
  opening: StockBalance = { quantity: 0, valuePaise: 0 },
): { lines: { movement: StockMovement; balance: StockBalance }[]; refusedAt: number | null } {
  const lines: { movement: StockMovement; balance: StockBalance }[] = [];
  let balance = opening;
  for (const [i, movement] of movements.entries()) {
    const next = afterMovement(balance, movement);
    if (!next) return { lines, refusedAt: i };
    balance = next;
    lines.push({ movement, balance });
  }
  return { lines, refusedAt: null };
}

/** Low: at or under the item's reorder level (an item without one is never low). */
export const isLowStock = (quantity: number, reorderLevel: number | null): boolean =>
  reorderLevel !== null && quantity <= reorderLevel;

/**
 * What `quantity` units returned from an issue are worth: the issue's own cost, not today's
 * average, so that an issue and its full return leave the value as it was. The last units
 * returned take what is left of the issue's value.
 */
export function returnValue(
  issue: StockBalance,
  returned: StockBalance,
  quantity: number,
): number | null {
  const outstanding = issue.quantity - returned.quantity;
  if (quantity <= 0 || !Number.isInteger(quantity) || quantity > outstanding) return null;
  if (quantity === outstanding) return issue.valuePaise - returned.valuePaise;
  return Math.round((issue.valuePaise * quantity) / issue.quantity);
}

const PLURALS: Record<string, string> = { Box: 'boxes', Dozen: 'dozen' };

/** The unit's name for so many of it: "ream", "reams", "boxes", "dozen". */
export const unitName = (quantity: number, unit: string) =>
  quantity === 1 ? unit.toLowerCase() : (PLURALS[unit] ?? `${unit.toLowerCase()}s`);

/** "1 ream", "12 reams", "3 boxes", "2 dozen", "1,200 pieces" (en-IN grouping). */
export const unitsText = (quantity: number, unit: string) =>
  `${quantity.toLocaleString('en-IN')} ${unitName(quantity, unit)}`;
