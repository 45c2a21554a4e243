import type { DueKind, DueParticular, PaymentRecordType } from '@shala/shared';

/**
 * The fee calls' answers as the screens read them (the wire contract of issue 11). Each reader
 * takes `unknown` and keeps what has the expected shape, so an answer of another version shows
 * less rather than breaking a screen. Money is integer paise; percentages are basis points here
 * (the wire's siblingPercent 12.5 is 1,250).
 */

export const FEE_PATHS = {
  structure: '/rest/fee/structure',
  structureById: '/rest/fee/structure/id',
  deleteStructure: '/rest/fee/structure/delete',
  assign: '/rest/fee/structure/assign',
  concession: '/rest/fee/concession',
  deleteConcession: '/rest/fee/concession/delete',
  carryOver: '/rest/fee/carry-over',
  estimation: '/rest/fee/estimation',
  groupSummary: '/rest/fee/summary/group',
  studentPayments: '/rest/payment/student',
  receipt: '/rest/payment/receipt',
} as const;

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v);
const str = (v: unknown): string | undefined => (typeof v === 'string' && v ? v : undefined);
const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
const optNum = (v: unknown): number | undefined =>
  typeof v === 'number' && Number.isFinite(v) ? v : undefined;
/** The first of `keys` that holds a number (the wire may say amountPaise or amount). */
const money = (o: Json, ...keys: string[]) => {
  for (const key of keys) {
    const value = optNum(o[key]);
    if (value !== undefined) return Math.round(value);
  }
  return 0;
};
const listOf = (v: unknown): unknown[] => {
  if (Array.isArray(v)) return v;
  if (isObject(v)) {
    for (const key of ['items', 'data', 'list', 'content', 'students', 'structures', 'records']) {
      if (Array.isArray(v[key])) return v[key] as unknown[];
    }
  }
  return [];
};
const day = (v: unknown) => (str(v) ?? '').slice(0, 10);
const kindOf = (v: unknown): DueKind | undefined =>
  v === 'DISCOUNT' ? 'DISCOUNT' : v === 'CHARGE' ? 'CHARGE' : undefined;
/** A percentage as basis points, whichever way the wire writes it. */
const basisPoints = (o: Json, name: 'sibling' | 'staffChild') => {
  const bp = optNum(o[`${name}BasisPoints`]);
  if (bp !== undefined) return Math.round(bp);
  return Math.round(num(o[`${name}Percent`]) * 100);
};

// ---------------------------------------------------------------- structures

export type FeeParticular = {
  id: string | undefined;
  name: string;
  kind: DueKind;
  amountPaise: number;
  /** yyyy-mm-dd */
  dueDate: string;
  position: number;
};

export type FeeStructure = {
  id: string;
  classId: string;
  sessionId: string;
  name: string;
  lateFeePaise: number;
  lateFeeGraceDays: number;
  siblingBasisPoints: number;
  staffChildBasisPoints: number;
  /** In the order they are paid (due date, then position). */
  particulars: FeeParticular[];
  /** Students it is assigned to, when the answer says. */
  assignedCount: number | undefined;
  /** Money is paid into its dues: it cannot be deleted. */
  paidInto: boolean;
};

function readParticular(raw: unknown, index: number): FeeParticular | undefined {
  if (!isObject(raw)) return undefined;
  const kind = kindOf(raw.kind);
  const name = str(raw.name) ?? str(raw.particular);
  if (!kind || !name) return undefined;
  return {
    id: str(raw.id),
    name,
    kind,
    amountPaise: money(raw, 'amountPaise', 'amount'),
    dueDate: day(raw.dueDate),
    position: optNum(raw.position) ?? index,
  };
}

export function readStructure(raw: unknown): FeeStructure | undefined {
  if (!isObject(raw)) return undefined;
  const id = str(raw.id);
  if (!id) return undefined;
  const particulars = listOf(raw.particulars)
    .flatMap((p, i) => readParticular(p, i) ?? [])
    .sort(
      (a, b) =>
        a.dueDate.localeCompare(b.dueDate) ||
        a.position - b.position ||
        // A discount particular stays under its charge when both share a position.
        (a.kind === b.kind ? 0 : a.kind === 'CHARGE' ? -1 : 1),
    );
  return {
    id,
    classId: str(raw.classId) ?? str(raw.groupId) ?? '',
    sessionId: str(raw.sessionId) ?? '',
    name: str(raw.name) ?? 'Fee structure',
    lateFeePaise: money(raw, 'lateFeePaise'),
    lateFeeGraceDays: num(raw.lateFeeGraceDays),
    siblingBasisPoints: basisPoints(raw, 'sibling'),
    staffChildBasisPoints: basisPoints(raw, 'staffChild'),
    particulars,
    assignedCount: optNum(raw.assignedCount),
    paidInto: raw.paidInto === true,
  };
}

export const readStructures = (raw: unknown): FeeStructure[] =>
  listOf(raw).flatMap((s) => readStructure(s) ?? []);

// ---------------------------------------------------------------- concessions

export type Concession = {
  id: string;
  structureId: string;
  userProfileId: string;
  fullName: string;
  kind: 'SIBLING' | 'STAFF_CHILD' | 'MANUAL';
  /** A percentage off (as basis points), or none for a fixed amount. */
  basisPoints: number | undefined;
  amountPaise: number | undefined;
  reason: string | undefined;
  createdByName: string | undefined;
};

/** GET /rest/fee/concession (FeeConcession). */
export function readConcessions(raw: unknown): Concession[] {
  return listOf(raw).flatMap((c) => {
    if (!isObject(c)) return [];
    const id = str(c.id);
    const userProfileId = str(c.userProfileId);
    if (!id || !userProfileId) return [];
    const kind = c.kind === 'SIBLING' || c.kind === 'STAFF_CHILD' ? c.kind : 'MANUAL';
    const percent = optNum(c.percent);
    return [
      {
        id,
        structureId: str(c.structureId) ?? '',
        userProfileId,
        fullName: str(c.studentName) ?? str(c.fullName) ?? 'Student',
        kind,
        basisPoints: percent === undefined ? undefined : Math.round(percent * 100),
        amountPaise: optNum(c.amountPaise),
        reason: str(c.reason),
        createdByName: str(c.createdByName),
      },
    ];
  });
}

// ---------------------------------------------------------------- a student's dues

/** A due as the fee details show it (the contract's DueView). */
export type DueView = DueParticular & {
  /** The spec's payable: what the particular asks for (a discount: what it takes off). */
  payable: number;
  /** Taken off the charge by concessions when it was assigned (already out of its amount). */
  concession: number;
  remaining: number;
  overdue: boolean;
  /** A discount particular past its date: a payment now does not get it. */
  lapsed: boolean;
  previousCarryOver: boolean;
  source: string | undefined;
};

function readDue(raw: unknown, index: number): DueView | undefined {
  if (!isObject(raw)) return undefined;
  const id = str(raw.id);
  const kind = kindOf(raw.kind);
  if (!id || !kind) return undefined;
  const amount = money(raw, 'amount', 'amountPaise');
  const paid = money(raw, 'paid', 'paidPaise');
  const discount = money(raw, 'discount', 'discountPaise');
  return {
    id,
    particular: str(raw.particular) ?? str(raw.name) ?? 'Particular',
    dueDate: day(raw.dueDate ?? raw.timestamp),
    position: optNum(raw.position) ?? index,
    kind,
    amount,
    paid,
    discount,
    payable: optNum(raw.payable) ?? amount,
    concession: money(raw, 'concession', 'concessionPaise'),
    remaining: optNum(raw.remaining) ?? Math.max(0, amount - paid - discount),
    overdue: raw.overdue === true || (typeof raw.overdue === 'number' && raw.overdue > 0),
    lapsed: raw.lapsed === true,
    previousCarryOver: raw.previousCarryOver === true,
    source: str(raw.source),
  };
}

/**
 * A standing (DueTotals, packages/shared fee-totals.ts): payable − paid − discount = due (shown
 * as Remaining); overdue is what remains of overdue charges; lateFee the late fees in payable.
 */
export type Totals = {
  payable: number;
  paid: number;
  due: number;
  overdue: number;
  discount: number;
  lateFee: number;
};

const readTotals = (raw: unknown): Totals | undefined =>
  isObject(raw)
    ? {
        payable: money(raw, 'payable'),
        paid: money(raw, 'paid'),
        due: money(raw, 'due', 'remaining'),
        overdue: money(raw, 'overdue'),
        discount: money(raw, 'discount'),
        lateFee: money(raw, 'lateFee'),
      }
    : undefined;

export type StudentOfDues = {
  userProfileId: string;
  fullName: string;
  contactName: string | null;
  classId: string | null;
  className: string | null;
  sessionId: string | null;
  memberId: string | null;
};

export type Estimation = {
  student: StudentOfDues;
  dues: Record<PaymentRecordType, DueView[]>;
  /** The server's totals when it sends them (the screen works them out otherwise). */
  totals: Totals | undefined;
  totalsOf: Record<PaymentRecordType, Totals | undefined>;
};

/** GET /rest/fee/estimation */
export function readEstimation(raw: unknown): Estimation | undefined {
  if (!isObject(raw) || !isObject(raw.student)) return undefined;
  const s = raw.student;
  const userProfileId = str(s.userProfileId);
  if (!userProfileId) return undefined;
  const dues = (v: unknown) => listOf(v).flatMap((d, i) => readDue(d, i) ?? []);
  return {
    student: {
      userProfileId,
      fullName: str(s.fullName) ?? 'Student',
      contactName: str(s.contactName) ?? null,
      classId: str(s.classId) ?? null,
      className: str(s.className) ?? null,
      sessionId: str(s.sessionId) ?? null,
      memberId: str(s.memberId) ?? null,
    },
    dues: { FEES: dues(raw.fees), TRANSPORTATION_FEES: dues(raw.transport) },
    totals: readTotals(raw.totals),
    totalsOf: {
      FEES: readTotals(raw.feeTotals),
      TRANSPORTATION_FEES: readTotals(raw.transportTotals),
    },
  };
}

// ---------------------------------------------------------------- payments made

export type PaymentMade = {
  /** The record (a student's part of a transaction). */
  id: string;
  receiptNumber: string | undefined;
  transactionId: string | undefined;
  recordType: PaymentRecordType;
  amount: number;
  discount: number;
  paymentMedium: string | undefined;
  accountName: string | undefined;
  /** ISO instant. */
  transactionDate: string | undefined;
  reverted: boolean;
  revertReason: string | undefined;
  /** When and by whom it was reverted (issue 22: the history says which receipt, who, when). */
  revertedAt: string | undefined;
  revertedByName: string | undefined;
  /** The class the payment was recorded in (the receipt's groupId). */
  groupId: string | undefined;
  /** The receipt's address when the server gives it (else it is built from groupId and id). */
  receiptUrl: string | undefined;
};

/** GET /rest/payment/student: the student's payment records (PaymentRecordView), newest first. */
export function readPayments(raw: unknown): PaymentMade[] {
  return listOf(raw)
    .flatMap((r): PaymentMade[] => {
      if (!isObject(r)) return [];
      const id = str(r.id);
      if (!id) return [];
      const receipt = r.receiptNumber;
      return [
        {
          id,
          receiptNumber: typeof receipt === 'number' ? String(receipt) : str(receipt),
          transactionId: str(r.transactionId),
          recordType: r.recordType === 'TRANSPORTATION_FEES' ? 'TRANSPORTATION_FEES' : 'FEES',
          amount: money(r, 'amount', 'amountPaise'),
          discount: money(r, 'discount', 'discountPaise'),
          paymentMedium: str(r.paymentMedium),
          accountName: str(r.accountName),
          transactionDate: str(r.transactionDate),
          reverted: r.status === 'REVERTED' || !!str(r.revertedAt),
          revertReason: str(r.revertReason),
          revertedAt: str(r.revertedAt),
          revertedByName: str(r.revertedByName),
          groupId: str(r.classId) ?? str(r.groupId),
          receiptUrl: str(r.receiptUrl),
        },
      ];
    })
    .sort((a, b) => (b.transactionDate ?? '').localeCompare(a.transactionDate ?? ''));
}

// ---------------------------------------------------------------- a class's summary

export type StudentSummary = Totals & {
  userProfileId: string;
  fullName: string;
  feeDue: number;
  transportDue: number;
};

export type ClassSummary = {
  className: string | null;
  sessionId: string | null;
  students: StudentSummary[];
  totals: Totals | undefined;
};

/** GET /rest/fee/summary/group (FeeSummary). */
export function readClassSummary(raw: unknown): ClassSummary {
  const o = isObject(raw) ? raw : {};
  const students = listOf(o.students).flatMap((s): StudentSummary[] => {
    if (!isObject(s)) return [];
    const userProfileId = str(s.userProfileId);
    if (!userProfileId) return [];
    const totals = readTotals(s) as Totals;
    return [
      {
        ...totals,
        userProfileId,
        fullName: str(s.fullName) ?? 'Student',
        feeDue: money(s, 'feeDue'),
        transportDue: money(s, 'transportDue'),
      },
    ];
  });
  return {
    className: str(o.className) ?? null,
    sessionId: str(o.sessionId) ?? null,
    students,
    totals: readTotals(o.totals),
  };
}
