import { EMPTY_STATES } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import {
  CART_MESSAGES,
  cartCount,
  cartEntries,
  cartRows,
  PROCEED_PATHS,
  proceedWarning,
  removeCartEntry,
  usesCart,
} from './cart';

const student = (id: string, fullName: string, extra: object = {}) => ({
  userProfile: {
    userProfileId: id,
    fullName,
    contactDto: { contactName: `Parent of ${fullName}` },
    memberOutputDtos: [{ id: `m-${id}`, sessionId: 's1' }],
  },
  group: { id: 'c1', name: 'Class 5 A' },
  summaryDataFees: { dueParticularsMap: {} },
  paymentRecordTypeIdFee: 'fee',
  ...extra,
});

describe('the kept Students Cart', () => {
  it('reads a list, or an object holding one, and anything else as empty', () => {
    const a = student('p1', 'Rohan Mehta');
    expect(cartEntries([a])).toEqual([a]);
    expect(cartEntries({ students: [a, a] })).toHaveLength(2);
    expect(cartEntries({ list: [a] })).toHaveLength(1);
    for (const broken of [undefined, null, 'cart', 3, {}, { students: 'x' }]) {
      expect(cartEntries(broken)).toEqual([]);
      expect(cartCount(broken)).toBe(0);
    }
    expect(cartCount([a, a, a])).toBe(3);
  });

  it('shows each student with class and contact, and names an entry without a name', () => {
    expect(cartRows([student('p1', 'Rohan Mehta'), { userProfile: null }, 'junk'])).toEqual([
      {
        index: 0,
        profileId: 'p1',
        name: 'Rohan Mehta',
        group: 'Class 5 A',
        contact: 'Parent of Rohan Mehta',
      },
      {
        index: 1,
        profileId: undefined,
        name: 'Unnamed student',
        group: undefined,
        contact: undefined,
      },
      {
        index: 2,
        profileId: undefined,
        name: 'Unnamed student',
        group: undefined,
        contact: undefined,
      },
    ]);
  });

  it('removes the row’s student and keeps the shape the cart was kept in', () => {
    const a = student('p1', 'Rohan Mehta');
    const b = student('p2', 'Diya Sharma');
    expect(removeCartEntry([a, b], { index: 0, profileId: 'p1' })).toEqual([b]);
    expect(removeCartEntry({ students: [a, b], other: 1 }, { index: 1, profileId: 'p2' })).toEqual({
      students: [a],
      other: 1,
    });
    expect(removeCartEntry({ list: [a] }, { index: 0, profileId: 'p1' })).toEqual({ list: [] });
  });

  it('finds the student by profile when the cart changed since the row was read', () => {
    const a = student('p1', 'Rohan Mehta');
    const b = student('p2', 'Diya Sharma');
    // The row was read with p1 first; another tab has since put p2 before it.
    expect(removeCartEntry([b, a], { index: 0, profileId: 'p1' })).toEqual([b]);
    expect(removeCartEntry([b], { index: 0, profileId: 'p1' })).toEqual([b]);
    expect(removeCartEntry([], { index: 0, profileId: 'p1' })).toEqual([]);
  });

  it('removes an entry without a profile id by its position', () => {
    expect(
      removeCartEntry([{}, student('p2', 'Diya')], { index: 0, profileId: undefined }),
    ).toEqual([student('p2', 'Diya')]);
  });

  it('refuses to proceed with no students, with the spec’s warnings', () => {
    expect(proceedWarning('payment', 0)).toBe('No students found for payment!');
    expect(proceedWarning('gatePass', 0)).toBe('No students found for gate pass!');
    expect(CART_MESSAGES.noStudentsForPayment).toBe('No students found for payment!');
    expect(proceedWarning('payment', 1)).toBeUndefined();
    expect(proceedWarning('gatePass', 2)).toBeUndefined();
    expect(PROCEED_PATHS.payment).toBe('/payment-summary');
    expect(EMPTY_STATES.emptyCart).toBe('Payment Cart is empty');
  });
});

describe('who has the cart', () => {
  it('is staff who collect payments or issue gate passes', () => {
    const holding =
      (...actions: string[]) =>
      (action: string) =>
        actions.includes(action);
    expect(usesCart(holding('getPaymentRecordForGroup'))).toBe(true);
    expect(usesCart(holding('createGatePass'))).toBe(true);
    expect(usesCart(holding('getGroup', 'getNotice', 'createAnswer'))).toBe(false);
  });
});
