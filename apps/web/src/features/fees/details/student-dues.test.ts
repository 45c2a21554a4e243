import { describe, expect, it } from 'vitest';
import { wireEstimation, wireRecord } from '../test-wire';
import { estimationView, paymentsMade } from './student-dues';

describe("a student's dues as the fee details keep them", () => {
  it('key the dues by record type, in the order the server sends them', () => {
    const e = estimationView(wireEstimation());
    expect(e.student).toMatchObject({
      userProfileId: 'student-1',
      classId: 'class-1',
      memberId: 'member-1',
    });
    expect(e.dues.FEES.map((d) => d.id)).toEqual(['d2', 'd1', 'd1x']);
    expect(e.dues.TRANSPORTATION_FEES[0]).toMatchObject({
      previousCarryOver: true,
      source: 'CARRY_OVER',
      remaining: 300000,
    });
  });

  it("keep the server's totals, overall and of each record type", () => {
    const e = estimationView(wireEstimation());
    expect(e.totals?.due).toBe(2450000);
    expect(e.totalsOf.FEES?.due).toBe(2150000);
    expect(e.totalsOf.TRANSPORTATION_FEES?.payable).toBe(300000);
  });
});

describe("a student's payments made", () => {
  it('are listed newest first, reverted ones marked', () => {
    const list = paymentsMade([
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
    expect(list[1]).toMatchObject({ receiptNumber: '41', groupId: 'class-1', amount: 200000 });
  });

  it('say who reverted a receipt and when (issue 22), and nothing of an active one', () => {
    const [active, reverted] = paymentsMade([
      wireRecord(),
      wireRecord({
        id: 'record-2',
        transactionDate: '2026-04-01T05:30:00.000Z',
        status: 'REVERTED',
        revertReason: 'Cheque bounced',
        revertedAt: '2026-05-06T05:30:00.000Z',
        revertedByName: 'Kavita Rao',
      }),
    ]);
    expect(reverted).toMatchObject({
      receiptNumber: '41',
      revertReason: 'Cheque bounced',
      revertedAt: '2026-05-06T05:30:00.000Z',
      revertedByName: 'Kavita Rao',
    });
    expect(active).toMatchObject({
      revertReason: undefined,
      revertedAt: undefined,
      revertedByName: undefined,
    });
  });
});
