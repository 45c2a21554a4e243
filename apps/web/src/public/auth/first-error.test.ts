import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema, MESSAGES, qrLoginFormSchema } from '@shala/shared';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { firstError } from './first-error';

/** The field errors react-hook-form gives the sign-in form's invalid handler. */
async function errorsOf<T extends FieldValues>(
  resolver: Resolver<T>,
  values: T,
): Promise<FieldErrors<T>> {
  const result = await resolver(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  return result.errors;
}

describe('the snackbar of an invalid sign-in (spec §5 Login warnings, §8)', () => {
  const signIn = zodResolver(loginSchema);
  const qr = zodResolver(qrLoginFormSchema);
  const order = ['username', 'password'] as const;
  const qrOrder = ['firstname', 'lastname', 'password'] as const;

  it('names the first field to fix, in the order of the form', async () => {
    const empty = await errorsOf(signIn, { username: '', password: '' });
    expect(firstError(empty, order)).toBe(MESSAGES.enterValidUsername);
    expect(MESSAGES.enterValidUsername).toBe('Enter valid username');
    const shortPassword = await errorsOf(signIn, { username: 'asha_verma', password: 'abc' });
    expect(firstError(shortPassword, order)).toBe('Enter valid password');
  });

  it('in QR mode asks for the first name, then the last name, then the password', async () => {
    const none = { firstname: '', lastname: '', password: '' };
    expect(firstError(await errorsOf(qr, none), qrOrder)).toBe('Enter firstname');
    const first = { ...none, firstname: 'Asha' };
    expect(firstError(await errorsOf(qr, first), qrOrder)).toBe('Enter lastname');
    const names = { ...first, lastname: 'Verma' };
    expect(firstError(await errorsOf(qr, names), qrOrder)).toBe('Enter valid password');
  });

  it('is nothing for a valid form', async () => {
    const valid = await errorsOf(signIn, { username: 'asha_verma', password: 'Teacher@123' });
    expect(firstError(valid, order)).toBeUndefined();
  });
});
