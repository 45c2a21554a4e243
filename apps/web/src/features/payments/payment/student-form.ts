import {
  allocatePayment,
  type DueParticular,
  EMPTY_LINE,
  type LineErrors,
  lineErrors,
  linePays,
  type PaymentLine,
  paidMapOf,
  parseRupees,
  rupeesText,
  tickParticular,
  totalPayable,
  withAmount,
  withDiscount,
  withTotal,
} from '@shala/shared';

/**
 * One student's part of the Add Multiple Payment dialog: the three fields as typed, the line
 * they mean (paise), what a field could not read, and the warning the last change raised. The
 * field being typed keeps its text; the others follow the rules of spec §4.
 */
export type StudentForm = {
  amountText: string;
  discountText: string;
  totalText: string;
  line: PaymentLine;
  /** Fields whose text is no amount (spec §5's pattern message and the like). */
  unreadable: LineErrors;
  /** Spec §4's warning after a reset (the discount exceeded the total). */
  warning: string | undefined;
  /** Spec §3 showDiscount: the discount field is open. */
  showDiscount: boolean;
};

export const EMPTY_FORM: StudentForm = {
  amountText: '',
  discountText: '',
  totalText: '',
  line: EMPTY_LINE,
  unreadable: {},
  warning: undefined,
  showDiscount: false,
};

export type StudentFormEvent =
  | { type: 'amount'; text: string }
  | { type: 'discount'; text: string }
  | { type: 'total'; text: string }
  | {
      type: 'tick';
      dues: readonly DueParticular[];
      dueId: string;
      ticked: boolean;
      /** The payment's day (yyyy-mm-dd, India): a discount particular past it is not given. */
      on: string;
    }
  | { type: 'showDiscount'; show: boolean };

/** A derived field shows nothing for 0, so a cleared form reads as empty. */
const shown = (paise: number) => (paise === 0 ? '' : rupeesText(paise));

/** The form after `line` was computed from the field `typed` (which keeps its text). */
function settle(
  form: StudentForm,
  change: { line: PaymentLine; warning?: string },
  typed: { field: keyof LineErrors; text: string } | undefined,
): StudentForm {
  if (change.warning) {
    return { ...EMPTY_FORM, showDiscount: form.showDiscount, warning: change.warning };
  }
  const { line } = change;
  const text = (field: keyof LineErrors, paise: number) =>
    typed?.field === field ? typed.text : shown(paise);
  return {
    ...form,
    line,
    amountText: text('amount', line.amount),
    discountText: text('discount', line.discount),
    totalText: text('total', line.total),
    unreadable: {},
    warning: undefined,
  };
}

export function updateStudentForm(form: StudentForm, event: StudentFormEvent): StudentForm {
  if (event.type === 'tick') {
    return settle(
      form,
      tickParticular(form.line, event.dues, event.dueId, event.ticked, event.on),
      undefined,
    );
  }
  if (event.type === 'showDiscount') {
    if (event.show) return { ...form, showDiscount: true };
    const closed = settle(form, withDiscount(form.line, 0), undefined);
    return { ...closed, showDiscount: false };
  }
  const reading = parseRupees(event.text);
  if (!reading.ok) {
    const key = `${event.type}Text` as const;
    return {
      ...form,
      [key]: event.text,
      unreadable: { ...form.unreadable, [event.type]: reading.message },
      warning: undefined,
    };
  }
  const apply = { amount: withAmount, discount: withDiscount, total: withTotal }[event.type];
  return settle(form, apply(form.line, reading.paise), { field: event.type, text: event.text });
}

/** What the form says under each field: an unreadable text first, then spec §5's refusals. */
export function studentErrors(form: StudentForm, payable: number): LineErrors {
  return { ...lineErrors(form.line, payable), ...form.unreadable };
}

export const hasErrors = (errors: LineErrors) => Object.values(errors).some(Boolean);

/** A student of the dialog: who, their dues of the chosen record type, and their form. */
export type StudentPayment = {
  userProfileId: string;
  dues: readonly DueParticular[];
  form: StudentForm;
};

/**
 * Spec §4: "Save is disabled when amount and discount are both 0 or less". Some student pays
 * something, and no student's fields are refused.
 */
export function studentsReady(students: readonly StudentPayment[], on: string): boolean {
  const errorFree = students.every(
    (s) => !hasErrors(studentErrors(s.form, totalPayable(s.dues, on))),
  );
  return errorFree && students.some((s) => linePays(s.form.line));
}

/**
 * spec §3 "Multi-user payment input": per paying student, the paid-map and the amounts, spread
 * as on the payment's day `on` (the server spreads it again on that day and compares).
 */
export function paymentInputList(students: readonly StudentPayment[], on: string) {
  return students
    .filter((s) => linePays(s.form.line))
    .map((s) => ({
      userProfileId: s.userProfileId,
      paid: paidMapOf(allocatePayment(s.dues, s.form.line.total, on)),
      totalAmountPaid: s.form.line.amount,
      discount: s.form.line.discount,
    }));
}
