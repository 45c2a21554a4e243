import { EMPTY_STATES } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import {
  CART_MESSAGES,
  cartCount,
  cartEntries,
  cartEntryOf,
  cartHolds,
  cartRows,
  cartStudents,
  PROCEED_PATHS,
  proceedWarning,
  removeCartEntry,
  usesCart,
  withCartEntry,
  withoutStudents,
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
    expect(PROCEED_PATHS.gatePass).toBe('/visitor-management?tab=passes&from=cart');
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

describe('putting students in the cart', () => {
  const rohan = {
    userProfileId: 'p1',
    fullName: 'Rohan Mehta',
    contactName: 'Neha Mehta',
    memberId: 'm1',
    sessionId: 's1',
    classId: 'c5a',
    className: 'Class 5 A',
    instituteId: 'i1',
  };

  it('keeps an entry in the spec §3 shape, the class naming its institute', () => {
    expect(cartEntryOf(rohan)).toEqual({
      userProfile: {
        userProfileId: 'p1',
        fullName: 'Rohan Mehta',
        contactDto: { contactName: 'Neha Mehta' },
        memberOutputDtos: [{ id: 'm1', sessionId: 's1' }],
      },
      group: { id: 'c5a', name: 'Class 5 A', superGroupId: 'i1' },
      summaryDataFees: null,
      summaryDataTransport: null,
      paymentRecordTypeIdFee: 'FEES',
      paymentRecordTypeIdTransport: 'TRANSPORTATION_FEES',
    });
    const bare = cartEntryOf({
      userProfileId: 'p2',
      fullName: 'Diya',
      classId: 'c',
      instituteId: 'i',
    });
    expect(bare.userProfile?.memberOutputDtos).toEqual([]);
    expect(bare.userProfile?.contactDto).toEqual({ contactName: null });
  });

  it('adds a student once, keeping the shape the cart was kept in', () => {
    const entry = cartEntryOf(rohan);
    const once = withCartEntry(undefined, entry);
    expect(once).toEqual([entry]);
    expect(withCartEntry(once, entry)).toBe(once);
    expect(cartHolds(once, 'p1')).toBe(true);
    expect(cartHolds(once, 'p2')).toBe(false);
    const other = cartEntryOf({ ...rohan, userProfileId: 'p2', fullName: 'Diya Sharma' });
    expect(withCartEntry({ students: [entry], note: 1 }, other)).toEqual({
      students: [entry, other],
      note: 1,
    });
    expect(withCartEntry('junk', entry)).toEqual([entry]);
  });

  it('takes out the students paid for and keeps the others', () => {
    const a = cartEntryOf(rohan);
    const b = cartEntryOf({ ...rohan, userProfileId: 'p2', fullName: 'Diya Sharma' });
    expect(withoutStudents([a, b, {}], ['p1'])).toEqual([b, {}]);
    expect(withoutStudents({ list: [a, b] }, ['p1', 'p2'])).toEqual({ list: [] });
  });

  it('lists the cart’s students once each, with their class and institute', () => {
    const a = cartEntryOf(rohan);
    expect(cartStudents([a, a, {}, { userProfile: { userProfileId: 'p9' } }])).toEqual([
      { userProfileId: 'p1', fullName: 'Rohan Mehta', classId: 'c5a', instituteId: 'i1' },
      {
        userProfileId: 'p9',
        fullName: 'Unnamed student',
        classId: undefined,
        instituteId: undefined,
      },
    ]);
  });
});
