import { describe, expect, it } from 'vitest';
import { type Instalment, type PairedDue, pairTransportDues } from './due-pairing.js';

const plan = (prefix: string, amounts: number[]): Instalment[] =>
  amounts.map((amountPaise, i) => ({
    id: `${prefix}-${i + 1}`,
    name: `Term ${i + 1}`,
    amountPaise,
    dueDate: `2026-0${4 + i * 3}-10`,
  }));

const due = (sourceId: string, dueDate: string, paid = 0): PairedDue => ({
  id: `due-${sourceId}`,
  sourceId,
  dueDate,
  position: 0,
  paid,
  discount: 0,
});

describe('pairTransportDues', () => {
  it('gives a new rider one due per instalment, keyed by the instalment, in due-date order', () => {
    const rows = pairTransportDues([], plan('a', [300_000, 300_000]).reverse(), 'MG Road');
    expect(rows).toEqual([
      {
        sourceId: 'a-1',
        particular: 'Term 1 (MG Road)',
        kind: 'CHARGE',
        dueDate: '2026-04-10',
        position: 0,
        amountPaise: 300_000,
        concessionPaise: 0,
      },
      expect.objectContaining({ sourceId: 'a-2', dueDate: '2026-07-10', position: 1 }),
    ]);
  });

  it('keeps the keys of the instalments the rider owes already', () => {
    const rows = pairTransportDues(
      [due('a-1', '2026-04-10', 300_000), due('a-2', '2026-07-10')],
      plan('a', [350_000, 350_000]),
      'MG Road',
    );
    expect(rows.map((r) => [r.sourceId, r.amountPaise])).toEqual([
      ['a-1', 350_000],
      ['a-2', 350_000],
    ]);
  });

  it("on a move, a paid due takes the new stop's instalment at its place; unpaid ones are new", () => {
    const rows = pairTransportDues(
      [due('a-1', '2026-04-10', 300_000), due('a-2', '2026-07-10')],
      plan('b', [400_000, 400_000]),
      'Indiranagar',
    );
    expect(rows.map((r) => [r.sourceId, r.particular, r.amountPaise])).toEqual([
      ['a-1', 'Term 1 (Indiranagar)', 400_000],
      ['b-2', 'Term 2 (Indiranagar)', 400_000],
    ]);
  });

  it('leaves a paid due out when the new plan has fewer instalments (the fees module refuses)', () => {
    const rows = pairTransportDues(
      [due('a-1', '2026-04-10', 1), due('a-2', '2026-07-10', 1)],
      plan('b', [400_000]),
      'Indiranagar',
    );
    expect(rows.map((r) => r.sourceId)).toEqual(['a-1']);
  });

  it('owes nothing without instalments', () => {
    expect(pairTransportDues([due('a-1', '2026-04-10')], [], 'MG Road')).toEqual([]);
  });
});
