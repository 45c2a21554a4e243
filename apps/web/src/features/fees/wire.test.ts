import { describe, expect, it } from 'vitest';
import {
  wireConcession,
  wireEstimation,
  wireRecord,
  wireStructure,
  wireSummary,
} from './test-wire';
import {
  readClassSummary,
  readConcessions,
  readEstimation,
  readPayments,
  readStructures,
} from './wire';

describe('reading the fee answers', () => {
  it('reads structures with their percentages as basis points and particulars in paid order', () => {
    const [s] = readStructures([wireStructure()]);
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
    expect(s?.particulars.map((p) => p.id)).toEqual(['p1', 'p2', 'p3']);
  });

  it('reads a list under data too, and leaves out what has no id', () => {
    expect(readStructures({ data: [wireStructure(), { name: 'no id' }] })).toHaveLength(1);
    expect(readStructures('nonsense')).toEqual([]);
  });

  it("reads a student's dues of both kinds and the server's totals", () => {
    const e = readEstimation(wireEstimation());
    expect(e?.student).toMatchObject({
      userProfileId: 'student-1',
      classId: 'class-1',
      memberId: 'member-1',
    });
    expect(e?.dues.FEES.map((d) => d.id)).toEqual(['d2', 'd1', 'd1x']);
    expect(e?.dues.TRANSPORTATION_FEES[0]).toMatchObject({
      previousCarryOver: true,
      source: 'CARRY_OVER',
      remaining: 300000,
    });
    expect(e?.totals?.due).toBe(2450000);
    expect(e?.totalsOf.TRANSPORTATION_FEES?.payable).toBe(300000);
  });

  it('reads no estimation out of an answer without a student', () => {
    expect(readEstimation({ fees: [] })).toBeUndefined();
    expect(readEstimation(null)).toBeUndefined();
  });

  it('reads concessions with their percent or amount', () => {
    const [amount, percent] = readConcessions([
      wireConcession(),
      wireConcession({ id: 'c2', kind: 'SIBLING', percent: 12.5, amountPaise: null, reason: null }),
    ]);
    expect(amount).toMatchObject({
      fullName: 'Aarav Sharma',
      amountPaise: 250000,
      basisPoints: undefined,
    });
    expect(percent).toMatchObject({ kind: 'SIBLING', basisPoints: 1250, amountPaise: undefined });
  });

  it('reads payment records newest first, reverted ones marked', () => {
    const list = readPayments([
      wireRecord(),
      wireRecord({
        id: 'record-2',
        transactionDate: '2026-05-05T05:30:00.000Z',
        status: 'REVERTED',
        revertReason: 'Cheque bounced',
        revertedAt: '2026-05-06T05:30:00.000Z',
        revertedByName: 'Kavita Rao',
      }),
    ]);
    expect(list.map((p) => [p.id, p.reverted])).toEqual([
      ['record-2', true],
      ['record-1', false],
    ]);
    // Issue 22: the student's history says who reverted the receipt and when.
    expect(list[0]).toMatchObject({
      receiptNumber: '41',
      revertedAt: '2026-05-06T05:30:00.000Z',
      revertedByName: 'Kavita Rao',
    });
    expect(list[1]).toMatchObject({ revertedAt: undefined, revertedByName: undefined });
    expect(list[1]).toMatchObject({ receiptNumber: '41', groupId: 'class-1', amount: 200000 });
  });

  it("reads a class's summary", () => {
    const s = readClassSummary(wireSummary());
    expect(s.className).toBe('Class 3 A');
    expect(s.students.map((r) => [r.fullName, r.due, r.overdue])).toEqual([
      ['Zoya Khan', 0, 0],
      ['Aarav Sharma', 500, 500],
      ['Ádi Rao', 1000, 0],
    ]);
    expect(s.totals).toEqual({
      payable: 4000,
      paid: 2500,
      due: 1500,
      overdue: 500,
      discount: 0,
      lateFee: 0,
    });
  });
});
