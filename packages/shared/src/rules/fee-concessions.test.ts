import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { concessionsOfCharges, spreadPaise } from './fee-concessions.js';

describe('spreadPaise', () => {
  it('spreads an amount in proportion, exact to the paisa', () => {
    expect(spreadPaise(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(spreadPaise(1_000, [3_000, 1_000])).toEqual([750, 250]);
    expect(spreadPaise(0, [5, 5])).toEqual([0, 0]);
    expect(spreadPaise(10, [0, 0])).toEqual([0, 0]);
  });

  it('always adds up to the amount and never gives a part more than a paisa above its share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.array(fc.integer({ min: 1, max: 100_000_000 }), { minLength: 1, maxLength: 20 }),
        (amount, weights) => {
          const parts = spreadPaise(amount, weights);
          expect(parts.reduce((s, p) => s + p, 0)).toBe(amount);
          const total = weights.reduce((s, w) => s + w, 0);
          parts.forEach((p, i) => {
            expect(Math.abs(p - (amount * (weights[i] as number)) / total)).toBeLessThan(1);
          });
        },
      ),
    );
  });
});

describe('concessionsOfCharges', () => {
  it('takes percentages off each charge, rounding down, and spreads fixed amounts', () => {
    expect(concessionsOfCharges([250_000, 100_001], [{ basisPoints: 1_000 }])).toEqual([
      25_000, 10_000,
    ]);
    expect(concessionsOfCharges([300_000, 100_000], [{ amountPaise: 40_000 }])).toEqual([
      30_000, 10_000,
    ]);
    expect(
      concessionsOfCharges([300_000, 100_000], [{ basisPoints: 500 }, { amountPaise: 40_000 }]),
    ).toEqual([45_000, 15_000]);
  });

  it('never lets a charge off more than it costs', () => {
    expect(concessionsOfCharges([100, 300], [{ amountPaise: 1_000 }])).toEqual([100, 300]);
    expect(concessionsOfCharges([100], [{ basisPoints: 10_000 }, { basisPoints: 5_000 }])).toEqual([
      100,
    ]);
  });
});
