import { INVENTORY_TEXTS as M } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import {
  checkIssue,
  checkReturn,
  checkStockIn,
  checkWriteOff,
  FORM_TEXTS,
  firstIssue,
  firstReturn,
  firstStockIn,
  firstWriteOff,
  readQuantity,
  readUnitCost,
  receiptTotal,
} from './movement-form';

const groupId = '11111111-1111-4111-8111-111111111111';
const itemId = '22222222-2222-4222-8222-222222222222';
const staffId = '33333333-3333-4333-8333-333333333333';
const today = '2026-11-23';
const at = { groupId, itemId, today };
const held = { ...at, held: 10 };

describe('readQuantity', () => {
  it('takes a whole number from 1, no more than is held', () => {
    expect(readQuantity(' 12 ')).toEqual({ ok: true, value: 12 });
    for (const typed of ['', '0', '1.5', '-2', 'ten', '1e3', '99999999']) {
      expect(readQuantity(typed), typed).toEqual({ ok: false, message: M.quantity });
    }
    expect(readQuantity('11', { quantity: 10 })).toEqual({ ok: false, message: M.notEnough(10) });
    expect(readQuantity('10', { quantity: 10 })).toEqual({ ok: true, value: 10 });
  });
});

describe('readUnitCost', () => {
  it('reads rupees into paise exactly', () => {
    expect(readUnitCost('245.50')).toEqual({ ok: true, paise: 24550 });
    expect(readUnitCost('0.29')).toEqual({ ok: true, paise: 29 });
    expect(readUnitCost('1.1')).toEqual({ ok: true, paise: 110 });
    expect(readUnitCost('0')).toEqual({ ok: true, paise: 0 });
    expect(readUnitCost('1000000')).toEqual({ ok: true, paise: 100_000_000 });
  });

  it('refuses a blank, a third decimal, words and more than ₹10,00,000', () => {
    expect(readUnitCost(' ')).toEqual({ ok: false, message: FORM_TEXTS.unitCostRequired });
    expect(readUnitCost('1.005').ok).toBe(false);
    expect(readUnitCost('12,50').ok).toBe(false);
    expect(readUnitCost('-5').ok).toBe(false);
    expect(readUnitCost('1000000.01')).toEqual({
      ok: false,
      message: FORM_TEXTS.unitCostTooLarge,
    });
  });

  it('shows the receipt’s total as typed', () => {
    expect(receiptTotal('3', '0.29')).toBe(87);
    expect(receiptTotal('12', '245.50')).toBe(294600);
    expect(receiptTotal('', '245.50')).toBeNull();
    expect(receiptTotal('3', 'x')).toBeNull();
  });
});

describe('checkStockIn', () => {
  it('builds the body of a receipt', () => {
    const checked = checkStockIn(
      { ...firstStockIn(today), quantity: '12', unitCost: '245.5', reference: ' B-101 ' },
      at,
    );
    expect(checked).toEqual({
      ok: true,
      body: {
        kind: 'IN',
        groupId,
        itemId,
        quantity: 12,
        unitCostPaise: 24550,
        vendorId: null,
        reference: 'B-101',
        movementDate: today,
        note: null,
      },
    });
  });

  it('says what is wrong beside each field', () => {
    const checked = checkStockIn(
      { ...firstStockIn(today), quantity: '0', unitCost: '', movementDate: '2026-11-24' },
      at,
    );
    expect(checked).toEqual({
      ok: false,
      errors: {
        quantity: M.quantity,
        unitCostPaise: FORM_TEXTS.unitCostRequired,
        movementDate: M.futureDate,
      },
    });
  });
});

describe('checkIssue', () => {
  it('issues to a staff member, a class or a room', () => {
    const staff = checkIssue({ ...firstIssue(today), quantity: '2', profileId: staffId }, held);
    expect(staff.ok && staff.body).toMatchObject({
      kind: 'ISSUE',
      quantity: 2,
      issuedTo: { kind: 'STAFF', profileId: staffId },
    });
    const room = checkIssue(
      { ...firstIssue(today), quantity: '2', target: 'ROOM', room: ' Science  lab ' },
      held,
    );
    expect(room.ok && room.body).toMatchObject({ issuedTo: { kind: 'ROOM', room: 'Science lab' } });
  });

  it('asks whom it goes to, and no more than is held', () => {
    const checked = checkIssue({ ...firstIssue(today), quantity: '11', target: 'CLASS' }, held);
    expect(checked).toEqual({
      ok: false,
      errors: { quantity: M.notEnough(10), classId: 'Choose the class.' },
    });
    const room = checkIssue({ ...firstIssue(today), quantity: '1', target: 'ROOM' }, held);
    expect(room.ok ? null : room.errors).toEqual({ room: M.room });
  });
});

describe('checkWriteOff', () => {
  it('needs the reason', () => {
    const checked = checkWriteOff({ ...firstWriteOff(today), quantity: '1' }, held);
    expect(checked).toEqual({ ok: false, errors: { note: M.writeOffNote } });
    const ok = checkWriteOff({ ...firstWriteOff(today), quantity: '1', note: 'Broken' }, held);
    expect(ok.ok && ok.body).toMatchObject({ kind: 'WRITE_OFF', quantity: 1, note: 'Broken' });
  });
});

describe('checkReturn', () => {
  const issueId = '44444444-4444-4444-8444-444444444444';
  const where = { groupId, issueId, today, outstanding: 3 };

  it('begins with all still out, and takes no more', () => {
    expect(firstReturn(today, 3)).toEqual({ quantity: '3', movementDate: today, note: '' });
    expect(checkReturn(firstReturn(today, 3), where)).toEqual({
      ok: true,
      body: { groupId, issueId, quantity: 3, movementDate: today, note: null },
    });
    expect(checkReturn({ ...firstReturn(today, 3), quantity: '4' }, where)).toEqual({
      ok: false,
      errors: { quantity: M.returnTooMany(3) },
    });
  });
});
