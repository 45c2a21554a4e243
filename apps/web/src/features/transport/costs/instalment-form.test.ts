import { PAYMENT_MESSAGES, TRANSPORT_TEXTS } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import {
  draftErrors,
  draftOf,
  draftTotal,
  emptyRow,
  hasErrors,
  instalmentsOf,
  presetPlan,
} from './instalment-form';

const SESSION = { startDate: '2026-04-01', endDate: '2027-03-31' };

describe('the cost dialog’s instalments', () => {
  it('splits a yearly amount into two terms or four quarters exactly, due on the 10th', () => {
    expect(presetPlan(2, '2026-04-01', '12000')).toEqual([
      { name: 'Term 1', rupees: '6000', dueDate: '2026-04-10' },
      { name: 'Term 2', rupees: '6000', dueDate: '2026-10-10' },
    ]);
    const quarters = presetPlan(4, '2026-04-01', '10000.01');
    expect(quarters.map((q) => [q.name, q.rupees, q.dueDate])).toEqual([
      ['Quarter 1', '2500.01', '2026-04-10'],
      ['Quarter 2', '2500', '2026-07-10'],
      ['Quarter 3', '2500', '2026-10-10'],
      ['Quarter 4', '2500', '2027-01-10'],
    ]);
    expect(draftTotal(quarters)).toBe(1_000_001);
    expect(presetPlan(2, '2026-04-01', '').map((r) => r.rupees)).toEqual(['', '']);
  });

  it('reads rupees into paise exactly and sends trimmed names', () => {
    const rows = [{ name: ' Term 1 ', rupees: '3000.5', dueDate: '2026-04-10' }];
    expect(hasErrors(draftErrors(rows, SESSION))).toBe(false);
    expect(instalmentsOf(rows)).toEqual([
      { name: 'Term 1', amountPaise: 300_050, dueDate: '2026-04-10' },
    ]);
    const cost = { id: 'c', stopId: 's', sessionId: 'x', name: 'Term 1', amountPaise: 300_050 };
    expect(draftOf([{ ...cost, dueDate: '2026-04-10' }])).toEqual([
      { name: 'Term 1', rupees: '3000.50', dueDate: '2026-04-10' },
    ]);
  });

  it('says what is wrong with each row, in the server’s words', () => {
    const errors = draftErrors(
      [
        { name: '', rupees: '12.345', dueDate: '2026-04-10' },
        { name: 'Term', rupees: 'abc', dueDate: '10/04/2026' },
        { name: 'term', rupees: '0', dueDate: '2028-01-01' },
      ],
      SESSION,
    );
    expect(errors.rows).toEqual([
      { name: TRANSPORT_TEXTS.instalmentName, rupees: 'Amount can have at most 2 decimal places.' },
      { rupees: PAYMENT_MESSAGES.amountNumeric, dueDate: TRANSPORT_TEXTS.date },
      {
        name: TRANSPORT_TEXTS.instalmentNameTwice,
        rupees: TRANSPORT_TEXTS.amount,
        dueDate: TRANSPORT_TEXTS.dueDateOutsideSession('2026-04-01', '2027-03-31'),
      },
    ]);
    expect(draftErrors([], SESSION).form).toBe(TRANSPORT_TEXTS.instalments);
    expect(draftErrors(Array.from({ length: 13 }, emptyRow), SESSION).form).toBe(
      TRANSPORT_TEXTS.instalments,
    );
  });
});
