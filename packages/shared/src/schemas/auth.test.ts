import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  changePasswordFormSchema,
  changePasswordSchema,
  confirmOtpSchema,
  forgotPasswordSchema,
  loginSchema,
  MESSAGES,
  otpFormSchema,
  qrLoginFormSchema,
  registerSchema,
  setPasswordFormSchema,
  setPasswordSchema,
} from './auth.js';

/** The first message zod gives for `field`, as a form shows it; undefined when the field is fine. */
function firstError(schema: z.ZodType, value: unknown, field: string): string | undefined {
  const result = schema.safeParse(value);
  if (result.success) return undefined;
  return result.error.issues.find((i) => i.path.join('.') === field)?.message;
}

const validSignup = {
  fName: 'Ravi',
  lName: 'Kumar',
  password: 'Secret@123',
  cPassword: 'Secret@123',
  email: 'ravi@example.in',
  phone: '9876543210',
};

describe('login (§5)', () => {
  it('requires a username', () => {
    expect(firstError(loginSchema, { username: '', password: 'abcd' }, 'username')).toBe(
      MESSAGES.enterValidUsername,
    );
    expect(firstError(loginSchema, { password: 'abcd' }, 'username')).toBe('Enter valid username');
  });
  it('takes passwords of 4 to 25 characters', () => {
    expect(firstError(loginSchema, { username: 'a', password: 'abc' }, 'password')).toBe(
      'Enter valid password',
    );
    expect(
      firstError(loginSchema, { username: 'a', password: 'abcd' }, 'password'),
    ).toBeUndefined();
    expect(
      firstError(loginSchema, { username: 'a', password: 'x'.repeat(25) }, 'password'),
    ).toBeUndefined();
    expect(firstError(loginSchema, { username: 'a', password: 'x'.repeat(26) }, 'password')).toBe(
      'Enter valid password',
    );
  });
  it('in QR mode requires first and last name, not a username', () => {
    expect(
      firstError(
        qrLoginFormSchema,
        { firstname: '', lastname: 'K', password: 'abcd' },
        'firstname',
      ),
    ).toBe('Enter firstname');
    expect(
      firstError(
        qrLoginFormSchema,
        { firstname: 'R', lastname: ' ', password: 'abcd' },
        'lastname',
      ),
    ).toBe('Enter lastname');
    expect(
      qrLoginFormSchema.safeParse({ firstname: 'R', lastname: 'K', password: 'abcd' }).success,
    ).toBe(true);
  });
  it('refuses fields it does not know', () => {
    expect(loginSchema.safeParse({ username: 'a', password: 'abcd', admin: true }).success).toBe(
      false,
    );
  });
});

describe('sign-up (§5)', () => {
  it('accepts a valid form', () => {
    expect(registerSchema.safeParse(validSignup).success).toBe(true);
  });
  it('requires names without numbers', () => {
    expect(firstError(registerSchema, { ...validSignup, fName: '' }, 'fName')).toBe(
      'First Name required',
    );
    expect(firstError(registerSchema, { ...validSignup, fName: 'R4vi' }, 'fName')).toBe(
      'First Name cannot have numbers',
    );
    expect(firstError(registerSchema, { ...validSignup, lName: '' }, 'lName')).toBe(
      'Last Name required',
    );
    expect(firstError(registerSchema, { ...validSignup, lName: 'K2' }, 'lName')).toBe(
      'Last Name cannot have numbers',
    );
    expect(
      firstError(registerSchema, { ...validSignup, lName: "D'Souza-Rao" }, 'lName'),
    ).toBeUndefined();
  });
  it('requires a strong password of at least 8 characters', () => {
    const rule = firstError(
      registerSchema,
      { ...validSignup, password: 'Ab1@', cPassword: 'Ab1@' },
      'password',
    );
    expect(rule).toMatch(/at least 8 characters, 1 number, 1 capital letter, 1 special character/);
    expect(firstError(registerSchema, { ...validSignup, password: '' }, 'password')).toBe(
      'Password required',
    );
    for (const weak of ['secret@123', 'SECRET@123', 'Secret@abc', 'Secret1234', 'Secret@12#']) {
      expect(
        firstError(registerSchema, { ...validSignup, password: weak, cPassword: weak }, 'password'),
      ).toBe(rule);
    }
  });
  it('requires the confirmation to be 8 characters and to match', () => {
    expect(firstError(registerSchema, { ...validSignup, cPassword: '' }, 'cPassword')).toBe(
      'Confirm Password required',
    );
    expect(firstError(registerSchema, { ...validSignup, cPassword: 'Secret' }, 'cPassword')).toBe(
      'Password do not match',
    );
    expect(
      firstError(registerSchema, { ...validSignup, cPassword: 'Secret@124' }, 'cPassword'),
    ).toBe("Password don't match");
  });
  it('requires a valid e-mail', () => {
    expect(firstError(registerSchema, { ...validSignup, email: '' }, 'email')).toBe(
      'Email required',
    );
    expect(firstError(registerSchema, { ...validSignup, email: 'ravi@' }, 'email')).toBe(
      'Enter Valid Email',
    );
  });
  it('requires a phone of exactly 10 digits', () => {
    expect(firstError(registerSchema, { ...validSignup, phone: '' }, 'phone')).toBe(
      'Phone Number required',
    );
    expect(firstError(registerSchema, { ...validSignup, phone: '98765abcde' }, 'phone')).toBe(
      'Phone Number cannot have text',
    );
    expect(firstError(registerSchema, { ...validSignup, phone: '987654321' }, 'phone')).toBe(
      MESSAGES.phoneLength,
    );
    expect(firstError(registerSchema, { ...validSignup, phone: '98765432101' }, 'phone')).toBe(
      MESSAGES.phoneLength,
    );
  });
  it('names the invalid-submit message of the spec', () => {
    expect(MESSAGES.invalidData).toBe('Please enter valid data!');
  });
});

describe('one-time code (§5)', () => {
  it('takes exactly six digits', () => {
    expect(firstError(confirmOtpSchema, { username: 'u', otp: '12345' }, 'otp')).toBe(
      'Please enter valid otp!',
    );
    expect(firstError(confirmOtpSchema, { username: 'u', otp: '12345a' }, 'otp')).toBe(
      'Please enter valid otp!',
    );
    expect(confirmOtpSchema.safeParse({ username: 'u', otp: '012345' }).success).toBe(true);
  });
  it('needs every box filled with one digit', () => {
    expect(otpFormSchema.safeParse({ digits: ['1', '2', '3', '4', '5', '6'] }).success).toBe(true);
    expect(firstError(otpFormSchema, { digits: ['1', '2', '3', '4', '5', ''] }, 'digits.5')).toBe(
      'Please enter valid otp!',
    );
    expect(firstError(otpFormSchema, { digits: ['1', '2', '3', '4', '5', '66'] }, 'digits.5')).toBe(
      'Please enter valid otp!',
    );
  });
});

describe('forgot, set and change password (§5)', () => {
  it('forgot password needs a valid e-mail', () => {
    expect(firstError(forgotPasswordSchema, { email: '' }, 'email')).toBe(
      'Enter valid email to reset password!',
    );
    expect(firstError(forgotPasswordSchema, { email: 'x@' }, 'email')).toBe(
      'Enter valid email to reset password!',
    );
    expect(forgotPasswordSchema.safeParse({ email: 'x@y.in' }).success).toBe(true);
  });
  it('set password takes 8 to 25 characters, both fields, matching', () => {
    const ok = { newPassword: 'abcdefgh', confirmpassword: 'abcdefgh' };
    expect(setPasswordFormSchema.safeParse(ok).success).toBe(true);
    expect(
      firstError(setPasswordFormSchema, { ...ok, newPassword: 'abcdefg' }, 'newPassword'),
    ).toBe('Enter valid data to reset password!');
    expect(
      firstError(
        setPasswordFormSchema,
        { newPassword: 'x'.repeat(26), confirmpassword: 'x'.repeat(26) },
        'newPassword',
      ),
    ).toBe('Enter valid data to reset password!');
    expect(
      firstError(setPasswordFormSchema, { ...ok, confirmpassword: '' }, 'confirmpassword'),
    ).toBe('Enter valid data to reset password!');
    expect(
      firstError(setPasswordFormSchema, { ...ok, confirmpassword: 'abcdefgi' }, 'confirmpassword'),
    ).toBe("New password's should match. Please try again!");
  });
  it('the set-password call also needs a well-formed link', () => {
    const form = { newPassword: 'abcdefgh', confirmpassword: 'abcdefgh' };
    expect(
      setPasswordSchema.safeParse({
        ...form,
        id: '3f1c1f44-6c1e-4b8e-9a51-0d6a4e1a2b3c',
        token: 'a'.repeat(43),
      }).success,
    ).toBe(true);
    expect(
      setPasswordSchema.safeParse({ ...form, id: 'nope', token: 'a'.repeat(43) }).success,
    ).toBe(false);
    expect(
      setPasswordSchema.safeParse({
        ...form,
        id: '3f1c1f44-6c1e-4b8e-9a51-0d6a4e1a2b3c',
        token: '<x>',
      }).success,
    ).toBe(false);
  });
  it('change password needs both fields and a match', () => {
    expect(
      firstError(changePasswordFormSchema, { password: '', confirmPassword: '' }, 'password'),
    ).toBe('Please enter valid data!');
    expect(
      firstError(
        changePasswordFormSchema,
        { password: 'abcdefgh', confirmPassword: 'abcdefgx' },
        'confirmPassword',
      ),
    ).toBe("Passwords doesn't match!");
    expect(
      changePasswordSchema.safeParse({
        tp: 'enableTp',
        token: 'a'.repeat(43),
        password: 'abcdefgh',
        confirmPassword: 'abcdefgh',
      }).success,
    ).toBe(true);
  });
});
