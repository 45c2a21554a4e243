import { PAYMENT_TEXTS, REVERT_REASON_MAX, REVERT_REASON_MIN } from '@shala/shared';

/** A revert's reason as typed, checked as the server checks it (trimmed, 5 to 500 characters). */
export function revertReasonError(reason: string): string | undefined {
  const length = reason.trim().length;
  return length < REVERT_REASON_MIN || length > REVERT_REASON_MAX
    ? PAYMENT_TEXTS.revertReason
    : undefined;
}
