import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_MESSAGES,
  accountPasswordSchema,
  sameFullName,
  signContractSchema,
} from './account.js';
import { MESSAGES } from './auth.js';
import { basicInfoSchema, parseDayMonthYear, toDayMonthYear } from './profile-settings.js';

const basic = {
  firstName: ' priya ',
  lastName: 'SHARMA',
  phone: '',
  gender: '',
  dateOfBirth: '',
  address: '',
  fatherName: '',
  motherName: '',
};

describe('basic info', () => {
  it('title-cases names and turns empty optional fields into null', () => {
    const out = basicInfoSchema.parse(basic);
    expect(out).toMatchObject({
      firstName: 'Priya',
      lastName: 'Sharma',
      phone: null,
      fatherName: null,
    });
  });
  it('refuses digits in names, a short phone and an impossible date', () => {
    expect(basicInfoSchema.safeParse({ ...basic, firstName: 'P1' }).error?.issues[0]?.message).toBe(
      MESSAGES.firstNameNumbers,
    );
    expect(basicInfoSchema.safeParse({ ...basic, phone: '98765' }).success).toBe(false);
    expect(basicInfoSchema.safeParse({ ...basic, dateOfBirth: '29/02/2023' }).success).toBe(false);
    expect(basicInfoSchema.safeParse({ ...basic, dateOfBirth: '29/02/2024' }).success).toBe(true);
  });
  it('reads and writes dd/mm/yyyy', () => {
    expect(parseDayMonthYear('05/09/2012')).toBe('2012-09-05');
    expect(parseDayMonthYear('5/9/2012')).toBeUndefined();
    expect(parseDayMonthYear('31/04/2012')).toBeUndefined();
    expect(toDayMonthYear('2012-09-05')).toBe('05/09/2012');
    expect(toDayMonthYear(null)).toBeNull();
  });
});

describe('account settings', () => {
  it('takes a new password of 8 to 25 characters of any kind: no composition rule', () => {
    const change = (newPassword: string) =>
      accountPasswordSchema.safeParse({
        currentPassword: 'Old@1234',
        newPassword,
        confirmPassword: newPassword,
      });
    expect(change('chai and rain').success).toBe(true);
    expect(change('चाय और बारिश').success).toBe(true);
    expect(change('chai 42').error?.issues[0]?.message).toBe(ACCOUNT_MESSAGES.newPasswordShort);
    expect(change('x'.repeat(26)).error?.issues[0]?.message).toBe(MESSAGES.passwordTooLong);
  });

  it('wants a new password that matches and differs from the current one', () => {
    const ok = {
      currentPassword: 'Old@1234',
      newPassword: 'New@12345',
      confirmPassword: 'New@12345',
    };
    expect(accountPasswordSchema.safeParse(ok).success).toBe(true);
    expect(
      accountPasswordSchema.safeParse({ ...ok, confirmPassword: 'x' }).error?.issues[0]?.message,
    ).toBe(MESSAGES.passwordMismatch);
    expect(
      accountPasswordSchema.safeParse({
        ...ok,
        newPassword: 'Old@1234',
        confirmPassword: 'Old@1234',
      }).error?.issues[0]?.message,
    ).toBe(ACCOUNT_MESSAGES.newPasswordSame);
  });
  it('signs a contract only when agreed, with a name matching regardless of case and spaces', () => {
    expect(
      signContractSchema.safeParse({ agree: false, fullName: 'A B' }).error?.issues[0]?.message,
    ).toBe(ACCOUNT_MESSAGES.agreeRequired);
    expect(sameFullName('  priya   SHARMA ', 'Priya Sharma')).toBe(true);
    expect(sameFullName('Priya', 'Priya Sharma')).toBe(false);
  });
});
