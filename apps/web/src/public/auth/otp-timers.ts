import { OTP_EXPIRY_SECONDS, OTP_RESEND_AFTER_SECONDS, type OtpStatus } from '@shala/shared';
import type { OtpUser } from './otp-user';

export type OtpDeadlines = { resendAt: number; expiresAt: number };

/** A code was just sent: Resend after 61 s, expiry after 299 s (or what the server says). */
export function deadlinesFrom(
  nowMs: number,
  status?: Pick<OtpStatus, 'resendAfterSeconds' | 'expiresInSeconds'>,
): OtpDeadlines {
  return {
    resendAt: nowMs + (status?.resendAfterSeconds ?? OTP_RESEND_AFTER_SECONDS) * 1000,
    expiresAt: nowMs + (status?.expiresInSeconds ?? OTP_EXPIRY_SECONDS) * 1000,
  };
}

/** The stored deadlines when they are still of use, else fresh ones from now. */
export function restoreDeadlines(user: OtpUser, nowMs: number): OtpDeadlines {
  if (user.resendAt !== undefined && user.expiresAt !== undefined && user.expiresAt > nowMs) {
    return { resendAt: user.resendAt, expiresAt: user.expiresAt };
  }
  return deadlinesFrom(nowMs);
}
