import { z } from 'zod';
import {
  LOGIN_PASSWORD_MAX,
  LOGIN_PASSWORD_MIN,
  OTP_LENGTH,
  PHONE_LENGTH,
  SET_PASSWORD_MAX,
  SET_PASSWORD_MIN,
  SIGNUP_PASSWORD_MIN,
} from '../constants/index.js';
import {
  DIGITS_PATTERN,
  email,
  NAME_PATTERN,
  requiredString,
  STRONG_PASSWORD_PATTERN,
} from './fields.js';

export const MESSAGES = {
  invalidData: 'Please enter valid data!',
  enterFirstname: 'Enter firstname',
  enterLastname: 'Enter lastname',
  enterValidUsername: 'Enter valid username',
  enterValidPassword: 'Enter valid password',
  firstNameRequired: 'First Name required',
  firstNameNumbers: 'First Name cannot have numbers',
  lastNameRequired: 'Last Name required',
  lastNameNumbers: 'Last Name cannot have numbers',
  passwordRequired: 'Password required',
  passwordRule:
    'Password must have at least 8 characters, 1 number, 1 capital letter, 1 special character',
  passwordTooLong: `Password can have at most ${LOGIN_PASSWORD_MAX} characters`,
  /** A new password on the server's list of common and breached passwords (or built from one). */
  passwordTooCommon: 'This password is too common. Please choose one that is harder to guess.',
  confirmPasswordRequired: 'Confirm Password required',
  confirmPasswordShort: 'Password do not match',
  passwordMismatch: "Password don't match",
  emailRequired: 'Email required',
  enterValidEmail: 'Enter Valid Email',
  phoneRequired: 'Phone Number required',
  phoneText: 'Phone Number cannot have text',
  phoneLength: `Phone Number must have ${PHONE_LENGTH} digits`,
  forgotInvalid: 'Enter valid email to reset password!',
  resetInvalid: 'Enter valid data to reset password!',
  resetMismatch: "New password's should match. Please try again!",
  changeMismatch: "Passwords doesn't match!",
  otpInvalid: 'Please enter valid otp!',
  /** An unverified profile asks for more than the default actions (spec §5 Account, §8). */
  verifyAccount: 'Please verify your account',
  emailChangePending: 'Please complete email change process.',
  passwordChangePending: 'Please complete password change process.',
} as const;

const loginPassword = z
  .string({ error: MESSAGES.enterValidPassword })
  .min(LOGIN_PASSWORD_MIN, MESSAGES.enterValidPassword)
  .max(LOGIN_PASSWORD_MAX, MESSAGES.enterValidPassword);

/** Sign-in. `username` also takes the e-mail address, or firstname_lastname in QR mode. */
export const loginSchema = z.strictObject({
  username: requiredString(MESSAGES.enterValidUsername).max(254, MESSAGES.enterValidUsername),
  password: loginPassword,
});
export type LoginInput = z.infer<typeof loginSchema>;

/** The sign-in form in QR mode (?qr=login): names instead of the username. */
export const qrLoginFormSchema = z.strictObject({
  firstname: requiredString(MESSAGES.enterFirstname).max(100, MESSAGES.enterFirstname),
  lastname: requiredString(MESSAGES.enterLastname).max(100, MESSAGES.enterLastname),
  password: loginPassword,
});
export type QrLoginFormInput = z.infer<typeof qrLoginFormSchema>;

const personName = (required: string, numbers: string) =>
  requiredString(required).max(100, required).regex(NAME_PATTERN, numbers);

export const phoneSchema = z
  .string({ error: MESSAGES.phoneRequired })
  .trim()
  .min(1, MESSAGES.phoneRequired)
  .regex(DIGITS_PATTERN, MESSAGES.phoneText)
  .length(PHONE_LENGTH, MESSAGES.phoneLength);

export const registerSchema = z
  .strictObject({
    fName: personName(MESSAGES.firstNameRequired, MESSAGES.firstNameNumbers),
    lName: personName(MESSAGES.lastNameRequired, MESSAGES.lastNameNumbers),
    password: z
      .string({ error: MESSAGES.passwordRequired })
      .min(1, MESSAGES.passwordRequired)
      .min(SIGNUP_PASSWORD_MIN, MESSAGES.passwordRule)
      .max(LOGIN_PASSWORD_MAX, MESSAGES.passwordTooLong)
      .regex(STRONG_PASSWORD_PATTERN, MESSAGES.passwordRule),
    cPassword: z
      .string({ error: MESSAGES.confirmPasswordRequired })
      .min(1, MESSAGES.confirmPasswordRequired)
      .min(SIGNUP_PASSWORD_MIN, MESSAGES.confirmPasswordShort),
    email: email(MESSAGES.emailRequired, MESSAGES.enterValidEmail),
    phone: phoneSchema,
  })
  .refine((v) => v.password === v.cPassword, {
    message: MESSAGES.passwordMismatch,
    path: ['cPassword'],
  });
export type RegisterInput = z.infer<typeof registerSchema>;

export const registerResponseSchema = z.object({
  username: z.string(),
  maskedEmail: z.string(),
  message: z.string(),
});
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

/** `username` here also takes the e-mail address, as sign-in does. */
export const resendOtpSchema = z.strictObject({
  username: requiredString(MESSAGES.enterValidUsername).max(254, MESSAGES.enterValidUsername),
});
export const otpStatusSchema = z.object({
  maskedEmail: z.string(),
  resendAfterSeconds: z.number().int(),
  expiresInSeconds: z.number().int(),
});
export type OtpStatus = z.infer<typeof otpStatusSchema>;

/**
 * POST /rest/auth/otp/resend answers this alike for every name (unknown, verified, waiting, or
 * asked again too soon), so it tells nobody which accounts exist. `maskedEmail` only echoes an
 * e-mail that was typed; sign-up and an unverified sign-in give the screen the masked e-mail.
 */
export const otpResendAnswerSchema = z.object({
  maskedEmail: z.string().optional(),
  resendAfterSeconds: z.number().int(),
  expiresInSeconds: z.number().int(),
  message: z.string(),
});
export type OtpResendAnswer = z.infer<typeof otpResendAnswerSchema>;

/** The 403 of a sign-in whose password was right but whose e-mail is not verified yet. */
export const loginUnverifiedSchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  maskedEmail: z.string().optional(),
});

export const otpCodeSchema = z
  .string({ error: MESSAGES.otpInvalid })
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), MESSAGES.otpInvalid);
export const otpDigitSchema = z
  .string({ error: MESSAGES.otpInvalid })
  .regex(/^\d$/, MESSAGES.otpInvalid);

export const confirmOtpSchema = z.strictObject({
  username: resendOtpSchema.shape.username,
  otp: otpCodeSchema,
});
export type ConfirmOtpInput = z.infer<typeof confirmOtpSchema>;

/** The six boxes of the one-time-code screen. */
export const otpFormSchema = z.strictObject({
  digits: z.array(otpDigitSchema).length(OTP_LENGTH, MESSAGES.otpInvalid),
});

export const forgotPasswordSchema = z.strictObject({
  email: email(MESSAGES.forgotInvalid, MESSAGES.forgotInvalid),
});
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

const newPassword = (message: string) =>
  z.string({ error: message }).min(SET_PASSWORD_MIN, message).max(SET_PASSWORD_MAX, message);

/** The set-password form; the server's call adds the link's id and token. */
export const setPasswordFormSchema = z
  .strictObject({
    newPassword: newPassword(MESSAGES.resetInvalid),
    confirmpassword: z.string({ error: MESSAGES.resetInvalid }).min(1, MESSAGES.resetInvalid),
  })
  .refine((v) => v.newPassword === v.confirmpassword, {
    message: MESSAGES.resetMismatch,
    path: ['confirmpassword'],
  });
export type SetPasswordFormInput = z.infer<typeof setPasswordFormSchema>;

const linkToken = z.string({ error: MESSAGES.resetInvalid }).regex(/^[A-Za-z0-9_-]{20,100}$/, {
  message: 'This link is not valid.',
});

export const setPasswordSchema = z
  .strictObject({
    id: z.uuid({ error: 'This link is not valid.' }),
    token: linkToken,
    newPassword: newPassword(MESSAGES.resetInvalid),
    confirmpassword: z.string({ error: MESSAGES.resetInvalid }).min(1, MESSAGES.resetInvalid),
  })
  .refine((v) => v.newPassword === v.confirmpassword, {
    message: MESSAGES.resetMismatch,
    path: ['confirmpassword'],
  });
export type SetPasswordInput = z.infer<typeof setPasswordSchema>;

/** The change-password form: both fields required. `tp` = enableTp means a change, else a reset. */
export const changePasswordFormSchema = z
  .strictObject({
    password: newPassword(MESSAGES.invalidData),
    confirmPassword: z.string({ error: MESSAGES.invalidData }).min(1, MESSAGES.invalidData),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: MESSAGES.changeMismatch,
    path: ['confirmPassword'],
  });
export type ChangePasswordFormInput = z.infer<typeof changePasswordFormSchema>;

export const changePasswordSchema = z
  .strictObject({
    tp: z.string({ error: MESSAGES.invalidData }).max(32, MESSAGES.invalidData),
    token: linkToken,
    password: newPassword(MESSAGES.invalidData),
    confirmPassword: z.string({ error: MESSAGES.invalidData }).min(1, MESSAGES.invalidData),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: MESSAGES.changeMismatch,
    path: ['confirmPassword'],
  });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

export const CHANGE_TP = 'enableTp';
export const isChangeMode = (tp: string | undefined) => tp === CHANGE_TP;

export const messageSchema = z.object({ message: z.string() });
export const errorSchema = z.object({ message: z.string(), code: z.string().optional() });
export type ApiError = z.infer<typeof errorSchema>;
