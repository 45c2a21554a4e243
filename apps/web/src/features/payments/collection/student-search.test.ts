import { describe, expect, it } from 'vitest';
import { duesLine, findHint, studentLine } from './student-search';

describe('Collect fees search texts', () => {
  it('shows the dues, with the overdue part when there is one', () => {
    const base = { payable: 0, paid: 0, discount: 0 };
    expect(duesLine({ ...base, due: 0, overdue: 0 })).toBe('No dues');
    expect(duesLine({ ...base, due: 150_000, overdue: 0 })).toBe('₹1,500.00 due');
    expect(duesLine({ ...base, due: 150_000, overdue: 100_000 })).toBe(
      '₹1,500.00 due · ₹1,000.00 overdue',
    );
  });

  it('names the class and the admission number, never a username', () => {
    expect(studentLine({ className: 'Class 5 A', admissionNo: 'DPS/0042' })).toBe(
      'Class 5 A · Adm. no. DPS/0042',
    );
    expect(studentLine({ className: 'LKG A', admissionNo: null })).toBe('LKG A');
  });

  it('asks for a search or a class instead of demanding a class', () => {
    expect(findHint({ classId: '', search: ' ', found: undefined, more: false })).toBe(
      'Type a name, admission number or phone number, or choose a class.',
    );
    expect(findHint({ classId: '', search: 'DPS/9', found: 0, more: false })).toBe(
      'No student matches “DPS/9”.',
    );
    expect(findHint({ classId: 'c', search: '', found: 0, more: false })).toBe(
      'This class has no students.',
    );
    expect(findHint({ classId: '', search: 'a', found: 30, more: true })).toMatch(/type more/);
    expect(findHint({ classId: '', search: 'a', found: 3, more: false })).toBeNull();
  });
});
