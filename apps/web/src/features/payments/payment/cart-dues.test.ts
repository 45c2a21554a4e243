import type { DueView, FeeEstimation } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import { cartStudentDues } from './cart-dues';

const due: DueView = {
  id: 'd1',
  particular: 'Term 1',
  dueDate: '2026-04-10',
  position: 1,
  kind: 'CHARGE',
  amount: 1000,
  paid: 200,
  discount: 0,
  concession: 0,
  remaining: 800,
  payable: 1000,
  overdue: true,
  lapsed: false,
  previousCarryOver: false,
  source: 'STRUCTURE',
};
const totals = { payable: 1000, paid: 200, discount: 0, due: 800, overdue: 800, lateFee: 0 };

describe('the dues of the cart’s students', () => {
  it('keeps each student with their fees and transport dues by record type', () => {
    const entry: FeeEstimation = {
      student: {
        userProfileId: 'p1',
        fullName: 'Rohan Mehta',
        contactName: null,
        classId: 'c1',
        className: 'Class 5 A',
        sessionId: 's1',
        memberId: 'm1',
      },
      fees: [due],
      transport: [],
      totals,
      feeTotals: totals,
      transportTotals: { ...totals, payable: 0, paid: 0, due: 0, overdue: 0 },
    };
    expect(cartStudentDues(entry)).toEqual({
      userProfileId: 'p1',
      fullName: 'Rohan Mehta',
      contactName: null,
      classId: 'c1',
      className: 'Class 5 A',
      sessionId: 's1',
      dues: { FEES: [due], TRANSPORTATION_FEES: [] },
    });
  });
});
