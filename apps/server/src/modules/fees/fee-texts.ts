import { formatRupees, indiaDay, LOCALE, type PaymentRecordType } from '@shala/shared';

/**
 * The words of fee notices (issue 22): what they say follows from the dues, never from a guess
 * ("falls due this week" of a due six weeks away). Dates are India's calendar days, written
 * "10 Jan 2027"; money is rupees. `whose` is "Aarav’s" for a guardian and "your" for the
 * student.
 */

const dayFormat = new Intl.DateTimeFormat(LOCALE, {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** "10 Jan 2027" of a calendar day (yyyy-mm-dd). */
export const noticeDay = (day: string): string => dayFormat.format(new Date(`${day}T00:00:00Z`));

/** "Aarav’s" to a guardian, "your" to the student. */
export const whoseFees = (firstName: string, toStudent: boolean): string =>
  toStudent ? 'your' : `${firstName}’s`;

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export type FeeReminder = {
  kind: 'fee.dueSoon' | 'fee.overdue';
  title: string;
  message: string;
};

/**
 * A reminder of one due day of a student. `overdue` is all the student owes on days before
 * today (paise); when there is any, the reminder says so first, whatever day it is about.
 */
export function feeReminder(p: {
  firstName: string;
  toStudent: boolean;
  due: { dueDate: string; particulars: string; owed: number };
  today: string;
  overdue: number;
}): FeeReminder {
  const whose = whoseFees(p.firstName, p.toStudent);
  const late = p.due.dueDate < p.today;
  const owing = p.overdue > 0 ? `${formatRupees(p.overdue)} of ${whose} fees is overdue.` : '';
  const what = `${p.due.particulars} (${formatRupees(p.due.owed)})`;
  if (late) {
    return {
      kind: 'fee.overdue',
      title: 'Fees overdue',
      message: `${owing} ${what} was due on ${noticeDay(p.due.dueDate)}.`.trim(),
    };
  }
  const when = p.due.dueDate === p.today ? 'today' : `on ${noticeDay(p.due.dueDate)}`;
  return {
    kind: 'fee.dueSoon',
    title: p.overdue > 0 ? 'Fees overdue' : 'Fees due soon',
    message:
      p.overdue > 0
        ? `${owing} Next, ${what} falls due ${when}.`
        : `${capital(whose)} ${what} falls due ${when}.`,
  };
}

/**
 * The words of a payment received (issue 22): the payment's own day, and the day it was
 * recorded when that is another (a cheque of 15 Apr entered on 25 Nov says both), so that the
 * bell's date, which is when the notice was raised, never passes for the payment's.
 */
export function paymentReceivedText(p: {
  amount: number;
  recordType: PaymentRecordType;
  firstName: string;
  toStudent: boolean;
  receiptNumber: number;
  paidAt: Date;
  recordedAt: Date;
}): string {
  const paidOn = noticeDay(indiaDay(p.paidAt));
  const recordedOn = noticeDay(indiaDay(p.recordedAt));
  const recorded = paidOn === recordedOn ? '' : ` Recorded by the school on ${recordedOn}.`;
  return `${formatRupees(p.amount)} paid on ${paidOn} towards ${whoseFees(p.firstName, p.toStudent)} ${p.recordType === 'FEES' ? 'fees' : 'transport fees'}. Receipt no. ${p.receiptNumber}.${recorded}`;
}
