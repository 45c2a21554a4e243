import type { ErrorCode } from '@shala/shared';
import { AppError } from '../../lib/errors.js';

/** Why a sign-in or a one-time code was refused: words for the security log, never shown. */
export type AuthFailureReason =
  | 'unknownUser'
  | 'wrongPassword'
  | 'emailNotVerified'
  | 'otpUnknownOrVerified'
  | 'otpWrong'
  | 'otpExpired'
  | 'otpTooManyWrong';

/**
 * A refused sign-in or code. The caller reads `message` (and `extra`) as before; the auth
 * routes' error handler also logs the failure (auth-events.ts). `accountId` is the account the
 * attempt named, when there is one.
 */
export class AuthFailure extends AppError {
  constructor(
    statusCode: number,
    message: string,
    readonly reason: AuthFailureReason,
    readonly accountId: string | null,
    options: { code?: ErrorCode; extra?: Record<string, string> } = {},
  ) {
    super(statusCode, message, options.code);
    this.extra = options.extra ?? {};
  }

  /** More fields of the answer's body (the masked e-mail of an unverified sign-in). */
  readonly extra: Record<string, string>;
}
