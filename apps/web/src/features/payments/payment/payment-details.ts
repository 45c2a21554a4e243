import type { FinancialAccountView } from '@shala/shared';
import {
  acceptedMediums,
  type CommonPaymentBody,
  DISPLAY_TIME_ZONE,
  manualDateError,
  methodOfMedium,
  PAYMENT_FORM_MESSAGES,
  type PaymentMethod,
  type PaymentRecordType,
  transactionIdError,
} from '@shala/shared';
import { paymentInputList, type StudentPayment } from './student-form';

/**
 * What one payment shares across its students (spec §3 "Payment form": tranId, pMedium,
 * faMedium, startDate, showManualDatePicker): the transaction ID, the account the money goes
 * to, the medium it came by and its date.
 */
export type PaymentDetails = {
  transactionId: string;
  accountId: string;
  medium: PaymentMethod | '';
  /** Spec §4: "either chosen manually … or the current time". */
  dateMode: 'now' | 'manual';
  /** yyyy-mm-dd, when chosen manually. */
  manualDay: string;
};

export type DetailsErrors = Partial<
  Record<'transactionId' | 'accountId' | 'medium' | 'manualDay', string>
>;

export type DayBounds = { min: string | undefined; max: string };

export function detailsErrors(
  details: PaymentDetails,
  accounts: readonly FinancialAccountView[],
  bounds: DayBounds,
): DetailsErrors {
  const errors: DetailsErrors = {};
  const idError = transactionIdError(details.transactionId);
  if (idError) errors.transactionId = idError;
  const account = accounts.find((a) => a.id === details.accountId && a.active);
  if (!account) errors.accountId = PAYMENT_FORM_MESSAGES.accountRequired;
  if (
    !details.medium ||
    (account && !acceptedMediums(account.acceptanceMediums).includes(details.medium))
  ) {
    errors.medium = PAYMENT_FORM_MESSAGES.mediumRequired;
  }
  if (details.dateMode === 'manual') {
    const dayError = manualDateError(details.manualDay, bounds);
    if (dayError) errors.manualDay = dayError;
  }
  return errors;
}

/**
 * A new account chosen: the medium stays when the account accepts it, becomes the account's
 * only medium when it has one, and is cleared otherwise (spec §5: only mediums it accepts).
 */
export function withAccount(
  details: PaymentDetails,
  account: FinancialAccountView | undefined,
): PaymentDetails {
  const mediums = acceptedMediums(account?.acceptanceMediums);
  const medium =
    details.medium && mediums.includes(details.medium)
      ? details.medium
      : mediums.length === 1
        ? (mediums[0] as PaymentMethod)
        : '';
  return { ...details, accountId: account?.id ?? '', medium };
}

const DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: DISPLAY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** yyyy-mm-dd of `now` in India (the day the school and its receipts go by). */
export const indianDay = (now: Date) => DAY.format(now);

/**
 * The transaction date sent: none for "now" (the server's clock decides); a day chosen by hand
 * is that day at noon in India (Asia/Kolkata is always UTC+05:30), or now when it is today, so
 * never a time still to come.
 */
export function transactionDateOf(details: PaymentDetails, now: Date): string | undefined {
  if (details.dateMode === 'now') return undefined;
  if (details.manualDay === indianDay(now)) return now.toISOString();
  return new Date(`${details.manualDay}T12:00:00+05:30`).toISOString();
}

/** The payment's day in India: the day chosen by hand, else today. */
export function paymentDayOf(details: PaymentDetails, now: Date): string {
  if (details.dateMode === 'now' || !details.manualDay) return indianDay(now);
  return details.manualDay;
}

/** Details whose medium is chosen: what Save sends (detailsErrors asks for a medium first). */
export type ChosenDetails = PaymentDetails & { medium: PaymentMethod };
export const mediumChosen = (details: PaymentDetails): details is ChosenDetails =>
  details.medium !== '';

/**
 * POST /rest/payment/record/common's body (spec §3 "Multi-user payment input") as the server's
 * schema reads it; useRecordPayment sends its students' list as the spec's JSON text.
 */
export function commonPaymentBody(input: {
  groupId: string;
  recordType: PaymentRecordType;
  details: ChosenDetails;
  students: readonly StudentPayment[];
  now: Date;
}): CommonPaymentBody {
  const { details } = input;
  const transactionDate = transactionDateOf(details, input.now);
  return {
    groupId: input.groupId,
    recordType: input.recordType,
    transactionId: details.transactionId.trim(),
    ...(transactionDate ? { transactionDate } : {}),
    financialAccountId: details.accountId,
    paymentMethod: methodOfMedium(details.medium),
    paymentMedium: details.medium,
    paymentRecordNewInputDtoList: paymentInputList(
      input.students,
      paymentDayOf(details, input.now),
    ),
  };
}
