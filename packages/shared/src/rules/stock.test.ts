import { describe, expect, it } from 'vitest';
import { afterMovement, averageCost, isLowStock, stockRegister } from './stock.js';

describe('stock by weighted average', () => {
  it('moves the average on a receipt and keeps it on an issue', () => {
    const { lines, refusedAt } = stockRegister([
      { kind: 'IN', quantity: 10, unitCostPaise: 25_000 },
      { kind: 'IN', quantity: 10, unitCostPaise: 35_000 },
      { kind: 'OUT', quantity: 5 },
    ]);
    expect(refusedAt).toBeNull();
    expect(lines.map((l) => l.balance)).toEqual([
      { quantity: 10, valuePaise: 250_000 },
      { quantity: 20, valuePaise: 600_000 },
      { quantity: 15, valuePaise: 450_000 },
    ]);
    expect(averageCost(lines[2]?.balance ?? { quantity: 0, valuePaise: 0 })).toBe(30_000);
  });

  it('leaves no paise behind when the last unit goes, and refuses more than is held', () => {
    const three = { quantity: 3, valuePaise: 1_000 };
    expect(afterMovement(three, { kind: 'OUT', quantity: 1 })).toEqual({
      quantity: 2,
      valuePaise: 667,
    });
    expect(afterMovement(three, { kind: 'OUT', quantity: 3 })).toEqual({
      quantity: 0,
      valuePaise: 0,
    });
    expect(afterMovement(three, { kind: 'OUT', quantity: 4 })).toBeNull();
    expect(afterMovement(three, { kind: 'IN', quantity: 0, unitCostPaise: 5 })).toBeNull();
    expect(afterMovement(three, { kind: 'OUT', quantity: 1.5 })).toBeNull();
    expect(stockRegister([{ kind: 'OUT', quantity: 1 }]).refusedAt).toBe(0);
  });

  it('calls an item low at or under its reorder level', () => {
    expect(isLowStock(5, 5)).toBe(true);
    expect(isLowStock(6, 5)).toBe(false);
    expect(isLowStock(0, null)).toBe(false);
  });
});
