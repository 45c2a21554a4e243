import { describe, expect, it } from 'vitest';
import { loginSuccessTarget, returnUrlToKeep, safeReturnUrl } from './login-routing';
import { createKeptData, type KeyValueStore, STORAGE_KEYS } from './storage';

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

describe('returnUrlToKeep (spec §3 returnUrl)', () => {
  const deepLink = '/quick-setup/institute/42?step=2';

  it('keeps the asked-for page while sign-in first sends the user to sign the contract', () => {
    const target = loginSuccessTarget({ ...plain, userContract: 'c1' }, deepLink);
    expect(returnUrlToKeep(target, deepLink)).toBe(deepLink);
  });

  it('keeps it past a password or e-mail change to finish as well', () => {
    const reset = { ...plain, resetPasswordRequired: 'true' } as const;
    expect(returnUrlToKeep(loginSuccessTarget(reset, deepLink), deepLink)).toBe(deepLink);
    const email = { ...plain, unverifiedEmail: 'new@example.in' };
    expect(returnUrlToKeep(loginSuccessTarget(email, deepLink), deepLink)).toBe(deepLink);
  });

  it('keeps nothing when sign-in goes straight there, or there is nowhere but the root', () => {
    expect(returnUrlToKeep(loginSuccessTarget(plain, deepLink), deepLink)).toBeUndefined();
    const contract = { ...plain, userContract: 'c1' };
    expect(returnUrlToKeep(loginSuccessTarget(contract, null), null)).toBeUndefined();
    expect(returnUrlToKeep(loginSuccessTarget(contract, '/'), '/')).toBeUndefined();
  });

  it('never keeps an address of another site', () => {
    const contract = { ...plain, userContract: 'c1' };
    const evil = '//evil.example/x';
    expect(returnUrlToKeep(loginSuccessTarget(contract, evil), evil)).toBeUndefined();
  });

  it('survives in the kept data until the contract is signed, which goes on to it', () => {
    const backend = new Map<string, string>();
    const store: KeyValueStore = {
      getItem: (k) => backend.get(k) ?? null,
      setItem: (k, v) => void backend.set(k, v),
      removeItem: (k) => void backend.delete(k),
      clear: () => backend.clear(),
    };
    const kept = createKeptData(() => store);
    // Sign-in: the contract comes first, so the page asked for is kept.
    const first = loginSuccessTarget({ ...plain, userContract: 'c1' }, deepLink);
    kept.write(STORAGE_KEYS.returnUrl, returnUrlToKeep(first, deepLink));
    expect(first.path).toBe('/sign-contract');
    // Signed: the contract is gone from the user data and sign-in continues to the kept page.
    const after = loginSuccessTarget(plain, kept.read<string>(STORAGE_KEYS.returnUrl));
    expect(after).toEqual({ path: deepLink });
    // A later sign-in that goes straight on clears what an earlier one kept.
    kept.write(STORAGE_KEYS.returnUrl, returnUrlToKeep(loginSuccessTarget(plain, '/'), '/'));
    expect(kept.raw(STORAGE_KEYS.returnUrl)).toBeNull();
  });
});
