import { describe, expect, it } from 'vitest';
import { wireConcession, wireStructure } from '../test-wire';
import { concessionView, structureView } from './structure-view';

describe('a fee structure as the screens keep it', () => {
  it('has its percentages as basis points and its particulars in paid order', () => {
    const s = structureView(wireStructure());
    expect(s).toMatchObject({
      id: 'structure-1',
      classId: 'class-1',
      lateFeePaise: 20000,
      lateFeeGraceDays: 7,
      siblingBasisPoints: 1250,
      staffChildBasisPoints: 0,
      assignedCount: 31,
      paidInto: true,
    });
    expect(s.particulars.map((p) => p.id)).toEqual(['p1', 'p2', 'p3']);
  });

  it('keeps a discount particular under its charge when both share a date and position', () => {
    const [charge, discount] = wireStructure().particulars.filter((p) => p.dueDate < '2026-05');
    if (!charge || !discount) throw new Error('expected two particulars');
    const s = structureView(
      wireStructure({
        particulars: [
          { ...discount, position: 0 },
          { ...charge, position: 0 },
        ],
      }),
    );
    expect(s.particulars.map((p) => p.kind)).toEqual(['CHARGE', 'DISCOUNT']);
  });

  it('has its concessions with their percent (as basis points) or amount', () => {
    const amount = concessionView(wireConcession());
    const percent = concessionView(
      wireConcession({ id: 'c2', kind: 'SIBLING', percent: 12.5, amountPaise: null, reason: null }),
    );
    expect(amount).toMatchObject({
      fullName: 'Aarav Sharma',
      amountPaise: 250000,
      basisPoints: undefined,
      reason: 'Scholarship',
    });
    expect(percent).toMatchObject({
      kind: 'SIBLING',
      basisPoints: 1250,
      amountPaise: undefined,
      reason: undefined,
    });
  });
});
