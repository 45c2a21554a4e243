import type { DueKind, PaymentRecordType } from '@shala/shared';
import { allocatePayment, indiaDay, paidMapOf } from '@shala/shared';
import { and, eq, inArray } from 'drizzle-orm';
import {
  financialAccounts,
  paymentRecords,
  paymentTransactions,
  studentDues,
} from '../../src/db/schema/index.js';
import type { TestContext } from '../support/app.js';
import { as, createClass, createMember, type TestProfile } from '../support/factories.js';
import { schoolWithAdmin } from '../support/groups-helpers.js';

// A school that takes fees: a class with students, their dues written as the fees module keeps
// them, an accountant, a cash account and a bank account. Calls as one of its people.

export type DueSpec = {
  particular: string;
  kind?: DueKind;
  dueDate: string;
  position?: number;
  /** Paise. */
  amount: number;
  recordType?: PaymentRecordType;
};

/** Tuition in two terms with a discount particular after the first, and an exam fee. */
export const STANDARD_DUES: DueSpec[] = [
  { particular: 'Tuition Q1', dueDate: '2026-04-10', position: 0, amount: 500_000 },
  // Given to a payment made by 10 June (the tests' clock reads 1 June): after Tuition Q1.
  {
    particular: 'Early payment discount',
    kind: 'DISCOUNT',
    dueDate: '2026-06-10',
    position: 1,
    amount: 50_000,
  },
  { particular: 'Tuition Q2', dueDate: '2026-07-10', position: 0, amount: 500_000 },
  { particular: 'Exam fee', dueDate: '2026-09-01', position: 0, amount: 100_000 },
];

export async function feeSchool(t: TestContext, opts: { students?: number; name?: string } = {}) {
  const { institute, admin } = await schoolWithAdmin(t, opts.name);
  const klass = await createClass(t, institute, 'Class 5 A');
  const accountant = await createMember(t, institute, 'ACCOUNTANT', {
    institute,
    firstName: 'Kavita',
  });
  const students: TestProfile[] = [];
  for (let i = 0; i < (opts.students ?? 3); i++) {
    students.push(
      await createMember(t, klass, 'STUDENT', { institute, firstName: `Student${i + 1}` }),
    );
  }
  const db = t.app.deps.database.db;
  const now = t.clock.now();
  const [cash, bank] = await db
    .insert(financialAccounts)
    .values([
      {
        instituteId: institute.id,
        accountName: 'Cash Counter',
        acceptanceMediums: ['CASH'],
        createdAt: now,
      },
      {
        instituteId: institute.id,
        accountName: 'School Bank',
        acceptanceMediums: ['BHIM_UPI', 'GOOGLE_PAY', 'NEFT', 'BANK_CHEQUE'],
        bankName: 'State Bank',
        createdAt: now,
      },
    ])
    .returning();
  if (!cash || !bank) throw new Error('accounts not created');
  /** The i-th student (0-based); throws when the school has fewer. */
  const student = (i: number): TestProfile => {
    const found = students[i];
    if (!found) throw new Error(`no student ${i}`);
    return found;
  };
  const school = { institute, admin, klass, accountant, students, student, cash, bank };
  for (const student of students) await giveDues(t, school, student, STANDARD_DUES);
  return school;
}
export type FeeSchool = Awaited<ReturnType<typeof feeSchool>>;

/** Dues of a student, as the fees module writes them. */
export async function giveDues(
  t: TestContext,
  school: { institute: { id: string; session: { id: string } }; klass: { id: string } },
  student: TestProfile,
  specs: DueSpec[],
) {
  const now = t.clock.now();
  return t.app.deps.database.db
    .insert(studentDues)
    .values(
      specs.map((d) => ({
        instituteId: school.institute.id,
        classId: school.klass.id,
        sessionId: school.institute.session.id,
        profileId: student.profileId,
        recordType: d.recordType ?? 'FEES',
        source:
          d.recordType === 'TRANSPORTATION_FEES' ? ('TRANSPORT' as const) : ('STRUCTURE' as const),
        sourceId: crypto.randomUUID(),
        particular: d.particular,
        kind: d.kind ?? 'CHARGE',
        dueDate: d.dueDate,
        position: d.position ?? 0,
        amountPaise: d.amount,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .returning();
}

/** A student's dues of a record type as the allocation reads them. */
export async function duesOf(
  t: TestContext,
  school: FeeSchool,
  student: TestProfile,
  recordType: PaymentRecordType = 'FEES',
) {
  const rows = await t.app.deps.database.db
    .select()
    .from(studentDues)
    .where(
      and(
        eq(studentDues.profileId, student.profileId),
        eq(studentDues.sessionId, school.institute.session.id),
        eq(studentDues.recordType, recordType),
      ),
    );
  return rows.map((r) => ({
    id: r.id,
    particular: r.particular,
    dueDate: r.dueDate,
    position: r.position,
    kind: r.kind,
    amount: r.amountPaise,
    paid: r.paidPaise,
    discount: r.discountPaise,
  }));
}

/** The paid-map the dialog would send for this total (amount + discount). */
export async function paidMapFor(
  t: TestContext,
  school: FeeSchool,
  student: TestProfile,
  total: number,
  recordType: PaymentRecordType = 'FEES',
  /** The payment's day in India; today by the test clock when absent. */
  on?: string,
) {
  const dues = await duesOf(t, school, student, recordType);
  return paidMapOf(allocatePayment(dues, total, on ?? indiaDay(t.clock.now())));
}

let counter = 0;
/** A fresh transaction ID, as the dialog pre-fills it (15 uppercase letters). */
export function transactionId(): string {
  counter += 1;
  return `TXN${String(counter).padStart(6, '0')}${'ABCDEF'}`;
}

/** The multi-student body for these students' (amount, discount) lines, with their paid-maps. */
export async function commonBody(
  t: TestContext,
  school: FeeSchool,
  lines: { student: TestProfile; amount: number; discount?: number }[],
  over: Record<string, unknown> = {},
) {
  const list = [];
  for (const line of lines) {
    const discount = line.discount ?? 0;
    list.push({
      userProfileId: line.student.profileId,
      paid: await paidMapFor(t, school, line.student, line.amount + discount),
      totalAmountPaid: line.amount,
      discount,
    });
  }
  return {
    groupId: school.institute.id,
    recordType: 'FEES',
    transactionId: transactionId(),
    financialAccountId: school.cash.id,
    paymentMethod: 'CASH',
    paymentMedium: 'CASH',
    paymentRecordNewInputDtoList: JSON.stringify(list),
    ...over,
  };
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** A call as `profile`, JSON body when given. */
export function payCall(
  t: TestContext,
  profile: TestProfile,
  method: Method,
  url: string,
  payload?: unknown,
) {
  return t.app.inject({
    method,
    url,
    headers: as(profile),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** Records and transactions of the institute, to count what a call wrote. */
export async function paymentRows(t: TestContext, instituteId: string) {
  const db = t.app.deps.database.db;
  const transactions = await db
    .select()
    .from(paymentTransactions)
    .where(eq(paymentTransactions.instituteId, instituteId));
  const records = transactions.length
    ? await db
        .select()
        .from(paymentRecords)
        .where(
          inArray(
            paymentRecords.transactionPk,
            transactions.map((x) => x.id),
          ),
        )
    : [];
  return { transactions, records };
}

/** A parent in the student's class, linked to the student as their guardian. */
export async function parentOf(t: TestContext, school: FeeSchool, student: TestProfile) {
  const { linkGuardian } = await import('../../src/modules/people/index.js');
  const parent = await createMember(t, school.klass, 'PARENT', {
    institute: school.institute,
    firstName: 'Parent',
  });
  await linkGuardian(
    t.app.deps.database.db,
    { parentProfileId: parent.profileId, studentProfileId: student.profileId, relation: 'Mother' },
    t.clock.now(),
  );
  return parent;
}

/** A recorded payment of these lines; its answer's JSON. */
export async function paid(
  t: TestContext,
  school: FeeSchool,
  lines: { student: TestProfile; amount: number; discount?: number }[],
  over: Record<string, unknown> = {},
) {
  const res = await payCall(
    t,
    school.accountant,
    'POST',
    '/rest/payment/record/common',
    await commonBody(t, school, lines, over),
  );
  if (res.statusCode !== 200) throw new Error(`payment refused: ${res.statusCode} ${res.body}`);
  return res.json() as {
    transactionPk: string;
    records: { id: string; userProfileId: string; receiptNumber: number }[];
    receiptUrl: string;
  };
}
