import { FEE_TEXTS } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import {
  addCharge,
  addDiscountUnder,
  canAddDiscount,
  canMove,
  checkDraft,
  DRAFT_MESSAGES,
  draftOf,
  draftTotal,
  moveParticular,
  type ParticularDraft,
  removeParticular,
  type StructureDraft,
  sortByDueDate,
  withDiscountDates,
} from './structure-draft';
import type { FeeStructure } from './structure-view';

const row = (
  key: string,
  kind: ParticularDraft['kind'],
  amount: string,
  dueDate = '2026-06-10',
  name = key,
): ParticularDraft => ({ key, id: undefined, name, kind, amount, dueDate });

const target = { groupId: 'class-1', sessionId: 'session-1' };

const draft = (
  particulars: ParticularDraft[],
  rest: Partial<StructureDraft> = {},
): StructureDraft => ({
  name: 'Annual fees',
  lateFee: '',
  lateFeeGraceDays: '',
  siblingPercent: '',
  staffChildPercent: '',
  particulars,
  ...rest,
});

const keys = (list: readonly ParticularDraft[]) => list.map((p) => p.key);

describe('editing the particulars', () => {
  const list = [
    row('T1', 'CHARGE', '12000', '2026-04-10'),
    row('D1', 'DISCOUNT', '500', '2026-04-10'),
    row('T2', 'CHARGE', '12000', '2026-07-10'),
    row('Exam', 'CHARGE', '1500', '2026-09-01'),
  ];

  it('move a charge with its discount past the neighbouring charge', () => {
    expect(keys(moveParticular(list, 2, -1))).toEqual(['T2', 'T1', 'D1', 'Exam']);
    expect(keys(moveParticular(list, 0, 1))).toEqual(['T2', 'T1', 'D1', 'Exam']);
    expect(keys(moveParticular(list, 3, -1))).toEqual(['T1', 'D1', 'Exam', 'T2']);
  });

  it('move nothing past the ends, and never a discount away from its charge', () => {
    expect(canMove(list, 0, -1)).toBe(false);
    expect(canMove(list, 3, 1)).toBe(false);
    expect(canMove(list, 1, -1)).toBe(false);
    expect(canMove(list, 1, 1)).toBe(false);
    expect(canMove(list, 2, 1)).toBe(true);
  });

  it('give a charge one discount, right under it and due on its day', () => {
    expect(canAddDiscount(list, 0)).toBe(false);
    expect(canAddDiscount(list, 2)).toBe(true);
    expect(canAddDiscount(list, 1)).toBe(false);
    const added = addDiscountUnder(list, 2);
    expect(added.map((p) => p.kind)).toEqual([
      'CHARGE',
      'DISCOUNT',
      'CHARGE',
      'DISCOUNT',
      'CHARGE',
    ]);
    expect(added[3]?.dueDate).toBe('2026-07-10');
    expect(addDiscountUnder(list, 0)).toEqual(list);
  });

  it('remove a charge with its discount, a discount alone', () => {
    expect(keys(removeParticular(list, 0))).toEqual(['T2', 'Exam']);
    expect(keys(removeParticular(list, 1))).toEqual(['T1', 'T2', 'Exam']);
  });

  it('add a charge at the end, due when the last one is', () => {
    const added = addCharge(list);
    expect(added).toHaveLength(5);
    expect(added[4]).toMatchObject({ kind: 'CHARGE', dueDate: '2026-09-01', id: undefined });
  });

  it('keep a discount on its charge’s due date when the charge’s changes', () => {
    const changed = withDiscountDates([
      { ...list[0], dueDate: '2026-05-01' } as ParticularDraft,
      list[1] as ParticularDraft,
    ]);
    expect(changed[1]?.dueDate).toBe('2026-05-01');
  });

  it('sort charges by due date, each with its discount, keeping the order of ties', () => {
    const shuffled = [list[3], list[2], list[0], list[1]] as ParticularDraft[];
    expect(keys(sortByDueDate(shuffled))).toEqual(['T1', 'D1', 'T2', 'Exam']);
  });

  it('total a student’s fees as the charges less the discounts', () => {
    expect(draftTotal(list)).toBe((12000 - 500 + 12000 + 1500) * 100);
  });
});

describe('checking the draft', () => {
  it('sends paise, basis points as percent, and the ids of saved particulars', () => {
    const saved = { ...row('T1', 'CHARGE', '12000.50'), id: 'p-1' };
    const checked = checkDraft(
      draft([saved, row('D1', 'DISCOUNT', '500', 'whatever', 'Early payment')], {
        lateFee: '200',
        lateFeeGraceDays: '7',
        siblingPercent: '12.5',
        staffChildPercent: '50',
      }),
      target,
    );
    expect(checked).toEqual({
      ok: true,
      request: {
        groupId: 'class-1',
        sessionId: 'session-1',
        name: 'Annual fees',
        lateFeePaise: 20000,
        lateFeeGraceDays: 7,
        siblingPercent: 12.5,
        staffChildPercent: 50,
        particulars: [
          { id: 'p-1', name: 'T1', kind: 'CHARGE', amountPaise: 1200050, dueDate: '2026-06-10' },
          // The discount is due on its charge's day, whatever was kept before.
          { name: 'Early payment', kind: 'DISCOUNT', amountPaise: 50000, dueDate: '2026-06-10' },
        ],
      },
    });
  });

  it('says each mistake beside its field and sends nothing', () => {
    const checked = checkDraft(
      draft(
        [
          row('a', 'CHARGE', 'abc', '2026-02-30', ''),
          row('b', 'CHARGE', '100', '2026-06-10', 'Tuition'),
          row('c', 'DISCOUNT', '100.01', '2026-06-10', 'Early'),
          row('d', 'CHARGE', '0', '2026-06-10', 'tuition'),
        ],
        { name: ' ', lateFee: '-1', siblingPercent: '101', lateFeeGraceDays: 'x' },
      ),
      target,
    );
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors).toMatchObject({
      name: DRAFT_MESSAGES.name,
      lateFee: 'Amount cannot be negative.',
      lateFeeGraceDays: 'Days must be a whole number from 0 to 365.',
      siblingPercent: 'Percentage must be from 0 to 100.',
    });
    expect(checked.errors.rows).toEqual({
      a: {
        name: DRAFT_MESSAGES.particularName,
        amount: 'Amount can have only numeric values',
        dueDate: 'Choose a valid date.',
      },
      c: { amount: FEE_TEXTS.discountTooLarge },
      d: { name: FEE_TEXTS.particularNameTwice, amount: 'Amount must be more than ₹0.' },
    });
  });

  it('needs a charge, and a discount under a charge', () => {
    const none = checkDraft(draft([row('d', 'DISCOUNT', '10')]), target);
    expect(none.ok || none.errors.particulars).toBe(FEE_TEXTS.noCharge);
    const first = checkDraft(
      draft([row('d', 'DISCOUNT', '10'), row('c', 'CHARGE', '100')]),
      target,
    );
    expect(first.ok || first.errors.particulars).toBe(FEE_TEXTS.discountFirst);
    const twice = checkDraft(
      draft([row('c', 'CHARGE', '100'), row('d1', 'DISCOUNT', '10'), row('d2', 'DISCOUNT', '10')]),
      target,
    );
    expect(twice.ok || twice.errors.rows.d2?.name).toBe(FEE_TEXTS.discountFirst);
  });

  it('keeps due dates within the session when its days are known', () => {
    const checked = checkDraft(draft([row('c', 'CHARGE', '100', '2027-04-01')]), {
      ...target,
      start: '2026-04-01',
      end: '2027-03-31',
    });
    expect(checked.ok || checked.errors.rows.c?.dueDate).toBe(
      'Due dates must fall within the session (1 Apr 2026 to 31 Mar 2027).',
    );
    expect(
      checkDraft(draft([row('c', 'CHARGE', '100', '2027-03-31')]), {
        ...target,
        start: '2026-04-01',
        end: '2027-03-31',
      }).ok,
    ).toBe(true);
  });

  it('round-trips a saved structure through the draft unchanged', () => {
    const structure: FeeStructure = {
      id: 's1',
      classId: 'class-1',
      sessionId: 'session-1',
      name: 'Annual fees',
      lateFeePaise: 25050,
      lateFeeGraceDays: 5,
      siblingBasisPoints: 1250,
      staffChildBasisPoints: 0,
      particulars: [
        {
          id: 'p1',
          name: 'Tuition',
          kind: 'CHARGE',
          amountPaise: 1200000,
          dueDate: '2026-06-10',
          position: 0,
        },
        {
          id: 'p2',
          name: 'Early',
          kind: 'DISCOUNT',
          amountPaise: 50000,
          dueDate: '2026-06-10',
          position: 1,
        },
      ],
      assignedCount: 3,
      paidInto: false,
    };
    const checked = checkDraft(draftOf(structure), target);
    expect(checked.ok && checked.request).toMatchObject({
      lateFeePaise: 25050,
      lateFeeGraceDays: 5,
      siblingPercent: 12.5,
      staffChildPercent: 0,
      particulars: [
        { id: 'p1', amountPaise: 1200000 },
        { id: 'p2', amountPaise: 50000 },
      ],
    });
  });

  it('starts a new structure with one empty charge', () => {
    expect(draftOf().particulars).toEqual([
      expect.objectContaining({ kind: 'CHARGE', name: '', amount: '', id: undefined }),
    ]);
  });
});
