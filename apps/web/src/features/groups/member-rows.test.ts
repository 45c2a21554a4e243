import { describe, expect, it } from 'vitest';
import { classesText, identityLine, initialsOf, statusOf } from './member-rows';

const member = {
  builtinKey: 'STUDENT',
  admissionNo: 'DPS/0042',
  ownLogin: false,
  username: 'priya_sharma',
  email: 'priya@example.com',
};

describe('member rows', () => {
  it('shows a child on a parent’s login by their admission number, never the parent’s login', () => {
    expect(identityLine(member)).toBe('Adm. no. DPS/0042');
    expect(identityLine({ ...member, admissionNo: null })).toBe('On a parent’s login');
  });

  it('shows the login of those who have their own', () => {
    expect(identityLine({ ...member, ownLogin: true, email: null })).toBe(
      'Adm. no. DPS/0042 · priya_sharma',
    );
    expect(
      identityLine({ ...member, builtinKey: 'TEACHER', admissionNo: null, ownLogin: true }),
    ).toBe('priya_sharma · priya@example.com');
  });

  it('makes initials from the first and last names', () => {
    expect(initialsOf('Aarav  Malhotra')).toBe('AM');
    expect(initialsOf('Diya Rani Sharma')).toBe('DS');
    expect(initialsOf('madhu')).toBe('M');
    expect(initialsOf(' ')).toBe('?');
  });

  it('names the status and the classes', () => {
    expect(statusOf({ active: false, verified: false })).toBe('INVITED');
    expect(statusOf({ active: true, verified: false })).toBe('UNVERIFIED');
    expect(statusOf({ active: true, verified: true })).toBe('ACTIVE');
    expect(classesText({ classNames: ['LKG A', 'Class 1 A'] })).toBe('LKG A, Class 1 A');
    expect(classesText({ classNames: [] })).toBe('—');
  });
});
