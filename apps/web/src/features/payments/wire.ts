import {
  type DueParticular,
  PAYMENT_METHODS,
  PAYMENT_RECORD_TYPES,
  type PaymentMethod,
  type PaymentRecordType,
} from '@shala/shared';

/**
 * The payment calls' answers as the screens read them (the wire contract of issue 11). Every
 * reader takes `unknown` and keeps only what has the expected shape, so an answer of another
 * version shows less rather than breaking a screen. Money is integer paise.
 */

export const PAYMENT_PATHS = {
  cart: '/rest/fee/cart',
  accounts: '/rest/finance/account',
  disableAccount: '/rest/finance/account/disable',
  recordCommon: '/rest/payment/record/common',
  transactions: '/rest/payment/transactions',
  transactionsCsv: '/rest/payment/transactions/csv',
  mine: '/rest/payment/mine',
  collection: '/rest/payment/collection',
  daySheetCsv: '/rest/payment/collection/csv',
  daySheetPdf: '/rest/payment/collection/pdf',
  revert: '/rest/payment/revert',
  receipt: '/rest/payment/receipt',
  receiptOfTransaction: '/rest/payment/receipt/transaction',
  receiptsOfDay: '/rest/payment/receipt/day',
} as const;

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v);
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
const listOf = (v: unknown): unknown[] => {
  if (Array.isArray(v)) return v;
  if (isObject(v)) {
    for (const key of ['items', 'data', 'list', 'content']) {
      if (Array.isArray(v[key])) return v[key] as unknown[];
    }
  }
  return [];
};

/** A due as the payment dialog needs it: the allocation's particular, with its source. */
export type DueRow = DueParticular & { overdue: boolean; source: string | undefined };

function readDue(raw: unknown): DueRow | undefined {
  if (!isObject(raw)) return undefined;
  const id = str(raw.id);
  const kind = raw.kind === 'DISCOUNT' ? 'DISCOUNT' : raw.kind === 'CHARGE' ? 'CHARGE' : undefined;
  if (!id || !kind) return undefined;
  return {
    id,
    particular: str(raw.particular) ?? str(raw.name) ?? 'Particular',
    dueDate: (str(raw.dueDate) ?? '').slice(0, 10),
    position: num(raw.position),
    kind,
    amount: num(raw.amount),
    paid: num(raw.paid),
    discount: num(raw.discount),
    previousCarryOver: raw.previousCarryOver === true,
    overdue: raw.overdue === true || (typeof raw.overdue === 'number' && raw.overdue > 0),
    source: str(raw.source),
  };
}

export type CartStudentDues = {
  userProfileId: string;
  fullName: string;
  contactName: string | null;
  classId: string | null;
  className: string | null;
  sessionId: string | null;
  dues: Record<PaymentRecordType, DueRow[]>;
};

/** GET /rest/fee/cart: one entry per student, with the dues of both record types. */
export function readCartDues(raw: unknown): CartStudentDues[] {
  return listOf(raw).flatMap((entry) => {
    if (!isObject(entry) || !isObject(entry.student)) return [];
    const s = entry.student;
    const userProfileId = str(s.userProfileId);
    if (!userProfileId) return [];
    const dues = (v: unknown) => listOf(v).flatMap((d) => readDue(d) ?? []);
    return [
      {
        userProfileId,
        fullName: str(s.fullName) ?? 'Unnamed student',
        contactName: str(s.contactName) ?? null,
        classId: str(s.classId) ?? null,
        className: str(s.className) ?? null,
        sessionId: str(s.sessionId) ?? null,
        dues: { FEES: dues(entry.fees), TRANSPORTATION_FEES: dues(entry.transport) },
      },
    ];
  });
}

export type FinancialAccount = {
  id: string;
  accountName: string;
  /** Spec §3: comma-separated mediums, as on the wire. */
  acceptanceMediums: string;
  bankName: string | null;
  active: boolean;
};

export function readAccounts(raw: unknown): FinancialAccount[] {
  return listOf(raw).flatMap((a) => {
    if (!isObject(a)) return [];
    const id = str(a.id);
    if (!id) return [];
    const mediums = Array.isArray(a.acceptanceMediums)
      ? a.acceptanceMediums.join(',')
      : (str(a.acceptanceMediums) ?? '');
    return [
      {
        id,
        accountName: str(a.accountName) ?? 'Account',
        acceptanceMediums: mediums,
        bankName: str(a.bankName) ?? null,
        active: a.active !== false,
      },
    ];
  });
}

/** What Save's answer means (spec §4 "Payment response"). */
export type PaymentOutcome =
  /** Recorded: its receipt opens in a new tab. */
  | { kind: 'saved'; receiptUrl: string; transactionPk: string | undefined }
  /** Status 299: nothing new was recorded (the ID was used already); its message is shown. */
  | { kind: 'notice'; message: string }
  /** A 2xx answer without the receipt's address: recorded, but no receipt to open. */
  | { kind: 'missing' };

/**
 * Reads Save's 2xx answer. A recorded payment lists its records (recordedPaymentSchema); the
 * spec's 299 carries a message (and perhaps the earlier payment's receipt) but no records.
 */
export function readPaymentAnswer(raw: unknown): PaymentOutcome {
  if (!isObject(raw)) return { kind: 'missing' };
  const message = str(raw.message);
  if (!Array.isArray(raw.records))
    return message ? { kind: 'notice', message } : { kind: 'missing' };
  const receiptUrl = str(raw.receiptUrl);
  if (!receiptUrl) return { kind: 'missing' };
  return { kind: 'saved', receiptUrl, transactionPk: str(raw.transactionPk) };
}

export const isPaymentMethod = (v: unknown): v is PaymentMethod =>
  typeof v === 'string' && (PAYMENT_METHODS as readonly string[]).includes(v);
export const isRecordType = (v: unknown): v is PaymentRecordType =>
  typeof v === 'string' && (PAYMENT_RECORD_TYPES as readonly string[]).includes(v);

/** Spec §9's names for people: GOOGLE_PAY → "Google Pay", NET_BANKING → "Net Banking". */
export function constantLabel(value: string): string {
  const special: Record<string, string> = {
    BHIM_UPI: 'BHIM UPI',
    NEFT: 'NEFT',
    RTGS: 'RTGS',
    PHONE_PE: 'PhonePe',
    PAYTM: 'Paytm',
    FEES: 'Fees',
    TRANSPORTATION_FEES: 'Transport fees',
  };
  if (special[value]) return special[value];
  return value
    .toLowerCase()
    .split('_')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}
