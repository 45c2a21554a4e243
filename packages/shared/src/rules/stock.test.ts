import { describe, expect, it } from 'vitest';
import {
  afterMovement,
  averageCost,
  isLowStock,
  returnValue,
  stockRegister,
  unitsText,
} from './stock.js';

describe('stock by weighted average', () => {
  it('moves the average on a receipt and keeps it on an issue', () => {
    const { lines, refusedAt } = stockRegister([
      { kind: 'IN', quantity: 10, valuePaise: 250_000 },
      { kind: 'IN', quantity: 10, valuePaise: 350_000 },
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
    expect(afterMovement(three, { kind: 'IN', quantity: 0, valuePaise: 5 })).toBeNull();
    expect(afterMovement(three, { kind: 'OUT', quantity: 1.5 })).toBeNull();
    expect(stockRegister([{ kind: 'OUT', quantity: 1 }]).refusedAt).toBe(0);
  });

  it('calls an item low at or under its reorder level', () => {
    expect(isLowStock(5, 5)).toBe(true);
    expect(isLowStock(6, 5)).toBe(false);
    expect(isLowStock(0, null)).toBe(false);
  });

  it('values a return at its issue’s cost, the last units taking what is left', () => {
    const issue = { quantity: 3, valuePaise: 1_000 };
    const none = { quantity: 0, valuePaise: 0 };
    expect(returnValue(issue, none, 1)).toBe(333);
    expect(returnValue(issue, { quantity: 1, valuePaise: 333 }, 2)).toBe(667);
    expect(returnValue(issue, { quantity: 1, valuePaise: 333 }, 3)).toBeNull();
    expect(returnValue(issue, none, 0)).toBeNull();
    // An issue and its whole return leave the balance as it was.
    const held = { quantity: 7, valuePaise: 2_345 };
    const out = afterMovement(held, { kind: 'OUT', quantity: 3 });
    expect(out).not.toBeNull();
    const back = afterMovement(out ?? held, {
      kind: 'IN',
      quantity: 3,
      valuePaise: held.valuePaise - (out?.valuePaise ?? 0),
    });
    expect(back).toEqual(held);
  });

  it('names units as a store keeper says them', () => {
    expect(unitsText(1, 'Ream')).toBe('1 ream');
    expect(unitsText(4, 'Box')).toBe('4 boxes');
    expect(unitsText(2, 'Dozen')).toBe('2 dozen');
    expect(unitsText(120_000, 'Piece')).toBe('1,20,000 pieces');
    expect(unitsText(0, 'Litre')).toBe('0 litres');
  });
});
