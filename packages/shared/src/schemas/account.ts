import { z } from 'zod';
import { LOGIN_PASSWORD_MAX, OTP_LENGTH, SET_PASSWORD_MIN } from '../constants/index.js';
import { MESSAGES } from './auth.js';
import { email } from './fields.js';

/** GET /rest/account/info: the signed-in account, never its secrets. */
export const accountInfoSchema = z.object({
  username: z.string(),
  email: z.string(),
  accountRole: z.enum(['ROLE_USER', 'ROLE_SUPER_ADMIN']),
  emailVerified: z.boolean(),
  /** ISO 8601, UTC. */
  createdAt: z.string(),
  linkedProfiles: z.number().int(),
});
export type AccountInfo = z.infer<typeof accountInfoSchema>;

export const ACCOUNT_API = {
  password: '/rest/account/password',
  /** POST start, DELETE cancel. */
  email: '/rest/account/email',
  emailStatus: '/rest/account/email/status',
  emailConfirm: '/rest/account/email/confirm',
  contract: '/rest/account/contract',
  signContract: '/rest/account/contract/sign',
  verification: '/rest/account/verification',
  verificationEmail: '/rest/account/verification/email',
  verificationEmailConfirm: '/rest/account/verification/email/confirm',
} as const;

export const ACCOUNT_MESSAGES = {
  currentPasswordRequired: 'Current password required',
  newPasswordSame: 'The new password must differ from the current one',
  newPasswordShort: `The new password must have at least ${SET_PASSWORD_MIN} characters`,
  wrongPassword: 'The current password is not correct.',
  passwordChanged: 'Your password has been changed. Other devices were signed out.',
  emailSame: 'This is already your email.',
  emailTaken: 'This email is used by another account.',
  emailCodeSent: 'We have sent a code to your new email.',
  emailChanged: 'Your email has been changed.',
  emailChangeCancelled: 'The email change was cancelled.',
  noEmailChange: 'There is no email change to confirm.',
  codeExpired: 'This code has expired. Please ask for a new code.',
  tooManyWrong: 'Too many wrong codes. Please ask for a new code.',
  agreeRequired: 'Please agree to the contract',
  fullNameRequired: 'Please type your full name',
  fullNameMismatch: 'The name must match your full name',
  noContract: 'There is no contract to sign.',
  contractSigned: 'Thank you. The contract is signed.',
  emailAlreadyVerified: 'Your email is already verified.',
  verifyCodeSent: 'We have sent a code to your email.',
  emailVerified: 'Your email is verified.',
} as const;

/**
 * POST /rest/account/password: signed in, with the current password. The spec sets no rule for
 * this form, so any characters go (spaces, any script: passphrases) and no composition is asked
 * (ASVS 6.2.5); the server also refuses common passwords. At most 25 characters, because the
 * spec's sign-in form takes no more (§5 "Login password 4 to 25"): a longer one could never sign in.
 */
export const accountPasswordSchema = z
  .strictObject({
    currentPassword: z
      .string({ error: ACCOUNT_MESSAGES.currentPasswordRequired })
      .min(1, ACCOUNT_MESSAGES.currentPasswordRequired)
      .max(200, ACCOUNT_MESSAGES.currentPasswordRequired),
    newPassword: z
      .string({ error: MESSAGES.passwordRequired })
      .min(1, MESSAGES.passwordRequired)
      .min(SET_PASSWORD_MIN, ACCOUNT_MESSAGES.newPasswordShort)
      .max(LOGIN_PASSWORD_MAX, MESSAGES.passwordTooLong),
    confirmPassword: z
      .string({ error: MESSAGES.confirmPasswordRequired })
      .min(1, MESSAGES.confirmPasswordRequired),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: MESSAGES.passwordMismatch,
    path: ['confirmPassword'],
  })
  .refine((v) => v.newPassword !== v.currentPassword, {
    message: ACCOUNT_MESSAGES.newPasswordSame,
    path: ['newPassword'],
  });
export type AccountPasswordInput = z.infer<typeof accountPasswordSchema>;

/** POST /rest/account/email */
export const emailChangeSchema = z.strictObject({
  newEmail: email(MESSAGES.emailRequired, MESSAGES.enterValidEmail),
  password: z
    .string({ error: MESSAGES.passwordRequired })
    .min(1, MESSAGES.passwordRequired)
    .max(200, MESSAGES.passwordRequired),
});
export type EmailChangeInput = z.infer<typeof emailChangeSchema>;

export const codeSchema = z.strictObject({
  code: z
    .string({ error: MESSAGES.otpInvalid })
    .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), MESSAGES.otpInvalid),
});
export type CodeInput = z.infer<typeof codeSchema>;

/** Where an e-mail change (or verification) stands; seconds are 0 when nothing is pending. */
export const emailChangeStatusSchema = z.object({
  email: z.string(),
  unverifiedEmail: z.string().nullable(),
  maskedEmail: z.string().nullable(),
  resendAfterSeconds: z.number().int(),
  expiresInSeconds: z.number().int(),
  message: z.string().optional(),
});
export type EmailChangeStatus = z.infer<typeof emailChangeStatusSchema>;

export const contractSchema = z.object({
  text: z.string().nullable(),
  fullName: z.string(),
  signedAt: z.string().nullable(),
});
export type Contract = z.infer<typeof contractSchema>;

export const signContractSchema = z.strictObject({
  agree: z.literal(true, { error: ACCOUNT_MESSAGES.agreeRequired }),
  fullName: z
    .string({ error: ACCOUNT_MESSAGES.fullNameRequired })
    .trim()
    .min(1, ACCOUNT_MESSAGES.fullNameRequired)
    .max(201, ACCOUNT_MESSAGES.fullNameMismatch),
});
export type SignContractInput = z.infer<typeof signContractSchema>;

/** Two names match when they are the same letters, ignoring case and extra spaces. */
export function sameFullName(typed: string, fullName: string): boolean {
  const norm = (s: string) => s.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-GB');
  return norm(typed) === norm(fullName);
}

export const verificationSchema = z.object({
  email: z.string(),
  emailVerified: z.boolean(),
  profiles: z.array(
    z.object({
      userProfileId: z.string(),
      fullName: z.string(),
      verified: z.boolean(),
      institutes: z.array(z.object({ id: z.string(), name: z.string(), verified: z.boolean() })),
    }),
  ),
});
export type Verification = z.infer<typeof verificationSchema>;
