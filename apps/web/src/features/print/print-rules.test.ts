import { PRINT_API, type PrintClass } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import {
  classesFor,
  dayError,
  defaultersText,
  includedText,
  offeredKinds,
  printRequest,
  sheetsOf,
  shownDay,
} from './print-rules';

const klass = (over: Partial<PrintClass> = {}): PrintClass => ({
  id: 'c5',
  name: 'Class 5 A',
  students: 40,
  kinds: ['CLASS_LIST', 'CONTACT_SHEET', 'ID_CARDS'],
  ...over,
});
const rupees = (paise: number) => `₹${(paise / 100).toFixed(2)}`;

describe('the Print screen’s choices', () => {
  it('offers only what the server would print, in the screen’s order', () => {
    expect(offeredKinds({ classes: [klass()], feeDefaulters: true })).toEqual([
      'CLASS_LIST',
      'CONTACT_SHEET',
      'ID_CARDS',
      'FEE_DEFAULTERS',
    ]);
    // A teacher lists classes; an accountant of no class reads the fees.
    expect(
      offeredKinds({ classes: [klass({ kinds: ['CLASS_LIST'] })], feeDefaulters: false }),
    ).toEqual(['CLASS_LIST']);
    expect(offeredKinds({ classes: [], feeDefaulters: true })).toEqual(['FEE_DEFAULTERS']);
    expect(offeredKinds({ classes: [], feeDefaulters: false })).toEqual([]);
    const two = [klass(), klass({ id: 'c2', kinds: ['CLASS_LIST'] })];
    expect(classesFor(two, 'ID_CARDS').map((c) => c.id)).toEqual(['c5']);
    expect(classesFor(two, 'CLASS_LIST').map((c) => c.id)).toEqual(['c5', 'c2']);
  });

  it('says what the PDF will hold: students, or cards and sheets', () => {
    expect(includedText('CLASS_LIST', klass(), 10)).toBe('40 students of Class 5 A.');
    expect(includedText('ID_CARDS', klass(), 10)).toBe('40 cards of Class 5 A on 4 A4 sheets.');
    expect(includedText('ID_CARDS', klass({ students: 9 }), 8)).toBe(
      '9 cards of Class 5 A on 2 A4 sheets.',
    );
    expect(includedText('ID_CARDS', klass({ students: 1 }), 8)).toBe(
      '1 card of Class 5 A on 1 A4 sheet.',
    );
    expect(includedText('CONTACT_SHEET', klass({ students: 0 }), 10)).toBe(
      'Class 5 A has no students this session.',
    );
    expect([sheetsOf(0, 10), sheetsOf(10, 10), sheetsOf(11, 10), sheetsOf(17, 8)]).toEqual([
      0, 1, 2, 3,
    ]);
    expect(defaultersText({ students: 12, overduePaise: 4_500_000 }, rupees, '01 Jun 2026')).toBe(
      '12 students owe ₹45000.00 overdue on 01 Jun 2026.',
    );
    expect(defaultersText({ students: 1, overduePaise: 100 }, rupees, '01 Jun 2026')).toBe(
      '1 student owes ₹1.00 overdue on 01 Jun 2026.',
    );
    expect(defaultersText({ students: 0, overduePaise: 0 }, rupees, '01 Jun 2026')).toBe(
      'No fees were overdue on 01 Jun 2026.',
    );
  });

  it('checks the day and writes it as the PDFs do', () => {
    expect(dayError('2026-06-01')).toBeUndefined();
    expect(dayError('')).toBe('Choose a day.');
    expect(dayError('2026-02-30')).toBe('Choose a valid day.');
    expect(shownDay('2026-06-01')).toBe('01 Jun 2026');
  });

  it('asks for the chosen PDF: a class by its group, the defaulters by the institute', () => {
    const base = { classId: 'c5', perPage: 8 as const, day: '2026-06-01' };
    expect(printRequest('i1', { ...base, kind: 'CLASS_LIST' }, PRINT_API)).toEqual({
      path: PRINT_API.classList,
      query: { groupId: 'c5' },
      fallback: 'class-list.pdf',
    });
    expect(printRequest('i1', { ...base, kind: 'ID_CARDS' }, PRINT_API).query).toEqual({
      groupId: 'c5',
      perPage: '8',
    });
    expect(printRequest('i1', { ...base, kind: 'FEE_DEFAULTERS' }, PRINT_API).query).toEqual({
      groupId: 'i1',
      classId: 'c5',
      day: '2026-06-01',
    });
    expect(
      printRequest('i1', { ...base, classId: '', kind: 'FEE_DEFAULTERS' }, PRINT_API).query,
    ).toEqual({ groupId: 'i1', day: '2026-06-01' });
  });
});
