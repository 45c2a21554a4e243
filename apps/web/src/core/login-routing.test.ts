import { describe, expect, it } from 'vitest';
import { loginSuccessTarget, safeReturnUrl } from './login-routing';

const plain = {
  userContract: null,
  resetPasswordRequired: 'false',
  unverifiedEmail: null,
} as const;

describe('loginSuccessTarget (spec §4 "Login success")', () => {
  it('sends a user with a contract to sign it first', () => {
    expect(
      loginSuccessTarget(
        { ...plain, userContract: 'c1', resetPasswordRequired: 'true', unverifiedEmail: 'x@y.in' },
        '/fees',
      ),
    ).toEqual({ path: '/sign-contract' });
  });

  it('sends a pending password reset to the security settings with its message', () => {
    expect(
      loginSuccessTarget(
        { ...plain, resetPasswordRequired: 'true', unverifiedEmail: 'x@y.in' },
        '/',
      ),
    ).toEqual({
      path: '/profile-settings/security-settings',
      message: 'Please complete password change process.',
    });
  });

  it('sends an unverified e-mail change to the account settings with its message', () => {
    expect(loginSuccessTarget({ ...plain, unverifiedEmail: 'new@example.in' }, '/')).toEqual({
      path: '/profile-settings/account-settings',
      message: 'Please complete email change process.',
    });
  });

  it('otherwise goes to the return address, by default the root', () => {
    expect(loginSuccessTarget(plain, '/timetable?week=2')).toEqual({ path: '/timetable?week=2' });
    expect(loginSuccessTarget(plain, null)).toEqual({ path: '/' });
    expect(loginSuccessTarget(plain, '')).toEqual({ path: '/' });
  });
});

describe('safeReturnUrl', () => {
  it('only accepts paths of this site', () => {
    expect(safeReturnUrl('/fees/fee-structure')).toBe('/fees/fee-structure');
    expect(safeReturnUrl('//evil.example/x')).toBe('/');
    expect(safeReturnUrl('/\\evil.example')).toBe('/');
    expect(safeReturnUrl('https://evil.example')).toBe('/');
    expect(safeReturnUrl('javascript:alert(1)')).toBe('/');
    expect(safeReturnUrl('/ok\nSet-Cookie')).toBe('/');
    expect(safeReturnUrl(undefined)).toBe('/');
  });
});
