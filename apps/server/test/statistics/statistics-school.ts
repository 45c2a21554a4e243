import { eq } from 'drizzle-orm';
import {
  academicSessions,
  attendanceRecords,
  examQuestions,
  expenseCategories,
  expenseEntries,
  financialAccounts,
  memberships,
  studentDues,
  userProfiles,
} from '../../src/db/schema/index.js';
import { recountMonths } from '../../src/modules/attendance/index.js';
import { refreshTotals } from '../../src/modules/exams/index.js';
import { recordPayment } from '../../src/modules/payments/index.js';
import type { TestContext } from '../support/app.js';
import {
  groupOfRow,
  insertAnswer,
  insertAttempt,
  insertEntry,
  insertQuestion,
  insertTask,
} from '../support/exam-rows.js';
import { createClass, createMember, type TestProfile } from '../support/factories.js';
import { schoolWithAdmin } from '../support/groups-helpers.js';
import { moduleCall } from '../support/module-call.js';

// The statistics tests' school (the clock at 1 June 2026, 10:00 in India; session 2026-27 from
// 1 April): its admin, Kavita the accountant, a teacher and a parent; Class 1 A (two boys and a
// girl) and Class 2 A (a boy, a girl and one who gave no gender); one boy of Class 1 A was in
// it last session too (2025-26). In April and May: marks, dues, a payment, income and expenses,
// and an exam of Class 1 A in Mathematics and English. Every figure the tests expect follows
// from these rows.

/** Calls under /rest/statistics (support/module-call.ts). */
export const scall = moduleCall('statistics');

/** The range the tests ask for: the session's first quarter. */
export const QUARTER = { from: '2026-04-01', to: '2026-06-30' };

export async function statisticsSchool(t: TestContext, name?: string) {
  const db = t.app.deps.database.db;
  const now = t.clock.now();
  const { institute, admin } = await schoolWithAdmin(t, name);
  const accountant = await createMember(t, institute, 'ACCOUNTANT', {
    institute,
    firstName: 'Kavita',
  });
  const teacher = await createMember(t, institute, 'TEACHER', { institute, firstName: 'Asha' });
  // Made second, Class 2 A lists after Class 1 A all the same (school order).
  const class2 = await createClass(t, institute, 'Class 2 A');
  const class1 = await createClass(t, institute, 'Class 1 A');
  const student = async (
    klass: typeof class1,
    firstName: string,
    gender: string | null,
  ): Promise<TestProfile> => {
    const p = await createMember(t, klass, 'STUDENT', { institute, firstName });
    await db.update(userProfiles).set({ gender }).where(eq(userProfiles.id, p.profileId));
    return p;
  };
  const aarav = await student(class1, 'Aarav', 'male');
  const kabir = await student(class1, 'Kabir', 'male');
  const diya = await student(class1, 'Diya', 'female');
  const rohan = await student(class2, 'Rohan', 'male');
  const meera = await student(class2, 'Meera', 'female');
  const sam = await student(class2, 'Sam', null);
  const parent = await createMember(t, class1, 'PARENT', { institute, firstName: 'Priya' });

  // Last session: Aarav alone, in Class 1 A.
  const [previous] = await db
    .insert(academicSessions)
    .values({
      instituteId: institute.id,
      name: '2025-26',
      startDate: '2025-04-01',
      endDate: '2026-03-31',
    })
    .returning();
  if (!previous) throw new Error('session not created');
  await db.insert(memberships).values({
    profileId: aarav.profileId,
    groupId: class1.id,
    sessionId: previous.id,
    roleId: institute.roles.STUDENT.id,
    createdAt: now,
  });

  // Marks: Class 1 A on two April days and one May day; Class 2 A on one May day.
  const mark = (
    klass: typeof class1,
    who: TestProfile,
    day: string,
    status: string,
    period: number | null = null,
  ) => ({
    instituteId: institute.id,
    classId: klass.id,
    profileId: who.profileId,
    day,
    period,
    status,
    markedAt: now,
  });
  await db.insert(attendanceRecords).values([
    mark(class1, aarav, '2026-04-06', 'P'),
    mark(class1, kabir, '2026-04-06', 'A'),
    mark(class1, diya, '2026-04-06', 'P'),
    mark(class1, aarav, '2026-04-07', 'L'),
    mark(class1, kabir, '2026-04-07', 'H'),
    mark(class1, diya, '2026-04-07', 'E'),
    mark(class1, aarav, '2026-05-04', 'P'),
    mark(class1, kabir, '2026-05-04', 'P'),
    mark(class1, diya, '2026-05-04', 'A'),
    mark(class2, rohan, '2026-05-04', 'P'),
    mark(class2, meera, '2026-05-04', 'P'),
    mark(class2, sam, '2026-05-04', 'P'),
    // Out of the range: March.
    mark(class2, sam, '2026-03-30', 'A'),
  ]);
  // Written straight to the table, as the demo's marks: their monthly counts made once after.
  await recountMonths(db, institute.id);

  // Dues of the session: Aarav's April tuition (₹10,000, ₹4,000 of it paid today), Kabir's July
  // tuition (not yet due), Rohan's May tuition (₹5,000, unpaid: he and Aarav are defaulters), a
  // cancelled due and a discount particular (neither counts).
  const session = institute.session.id;
  const due = (klass: typeof class1, who: TestProfile, dueDate: string, amountPaise: number) => ({
    instituteId: institute.id,
    classId: klass.id,
    sessionId: session,
    profileId: who.profileId,
    recordType: 'FEES' as const,
    source: 'STRUCTURE' as const,
    sourceId: crypto.randomUUID(),
    particular: 'Tuition',
    kind: 'CHARGE' as const,
    dueDate,
    amountPaise,
    createdAt: now,
    updatedAt: now,
  });
  const [aaravDue] = await db
    .insert(studentDues)
    .values(due(class1, aarav, '2026-04-10', 1_000_000))
    .returning();
  await db
    .insert(studentDues)
    .values([
      due(class1, kabir, '2026-07-10', 1_000_000),
      due(class2, rohan, '2026-05-10', 500_000),
      { ...due(class2, meera, '2026-05-10', 500_000), cancelledAt: now },
      { ...due(class2, meera, '2026-05-10', 50_000), kind: 'DISCOUNT' as const },
    ]);
  const [account] = await db
    .insert(financialAccounts)
    .values({
      instituteId: institute.id,
      accountName: 'Cash counter',
      acceptanceMediums: ['CASH'],
      createdAt: now,
    })
    .returning();
  if (!aaravDue || !account) throw new Error('dues not created');
  const outcome = await recordPayment(t.app.ctx, null, {
    instituteId: institute.id,
    classId: class1.id,
    sessionId: session,
    recordType: 'FEES',
    transactionId: 'STATS-0001',
    financialAccountId: account.id,
    paymentMedium: 'CASH',
    students: [
      {
        profileId: aarav.profileId,
        amount: 400_000,
        discount: 0,
        paid: { [aaravDue.id]: 400_000 },
      },
    ],
  });
  if (!outcome.recorded) throw new Error('payment not recorded');

  // Income and expenses: approved in April and May; a pending one counts nowhere.
  const [expense, income] = await db
    .insert(expenseCategories)
    .values([
      { instituteId: institute.id, kind: 'EXPENSE' as const, name: 'Electricity', createdAt: now },
      { instituteId: institute.id, kind: 'INCOME' as const, name: 'Hall hire', createdAt: now },
    ])
    .returning();
  if (!expense || !income) throw new Error('categories not created');
  const entry = (
    kind: 'INCOME' | 'EXPENSE',
    voucherNumber: number,
    amountPaise: number,
    entryDate: string,
    status: 'APPROVED' | 'PENDING' = 'APPROVED',
  ) => ({
    instituteId: institute.id,
    kind,
    voucherNumber,
    categoryId: kind === 'EXPENSE' ? expense.id : income.id,
    financialAccountId: account.id,
    paymentMedium: 'CASH' as const,
    amountPaise,
    entryDate,
    description: `${kind} ${voucherNumber}`,
    status,
    createdByProfileId: accountant.profileId,
    createdAt: now,
  });
  await db
    .insert(expenseEntries)
    .values([
      entry('EXPENSE', 1, 200_000, '2026-04-15'),
      entry('EXPENSE', 2, 100_000, '2026-05-15'),
      entry('INCOME', 1, 150_000, '2026-05-20'),
      entry('EXPENSE', 3, 999_900, '2026-05-21', 'PENDING'),
    ]);

  // Class 1 A's unit test on 15 May: Mathematics (6 marks) and English (4). Aarav scores 5 + 3,
  // Kabir 2 and leaves English blank, Diya's attempt is not evaluated yet.
  const group = groupOfRow(class1);
  const task = await insertTask(t, group, {
    title: 'Unit Test 1',
    startAt: new Date('2026-05-15T04:30:00.000Z'),
    endAt: new Date('2026-05-15T05:30:00.000Z'),
    status: 'RESULTS_PUBLISHED',
  });
  const maths = await insertQuestion(t, group, { marks: 6, type: 'SUBJECTIVE' });
  const english = await insertQuestion(t, group, { marks: 4, type: 'SUBJECTIVE' });
  await db
    .update(examQuestions)
    .set({ category: 'Mathematics' })
    .where(eq(examQuestions.id, maths.id));
  await db
    .update(examQuestions)
    .set({ category: 'English' })
    .where(eq(examQuestions.id, english.id));
  const mathsEntry = await insertEntry(t, task, maths.id, { maximumMarks: 6, position: 0 });
  const englishEntry = await insertEntry(t, task, english.id, { maximumMarks: 4, position: 1 });
  const evaluated = { status: 'EVALUATED' as const };
  const aaravTry = await insertAttempt(t, task, aarav.profileId, { ...evaluated, total: 8 });
  await insertAnswer(t, aaravTry, mathsEntry.id, 'x', { marks: 5 });
  await insertAnswer(t, aaravTry, englishEntry.id, 'y', { marks: 3 });
  const kabirTry = await insertAttempt(t, task, kabir.profileId, { ...evaluated, total: 2 });
  await insertAnswer(t, kabirTry, mathsEntry.id, 'x', { marks: 2 });
  // Their totals and marks by subject, kept as an evaluation keeps them.
  await refreshTotals(db, institute.id, [aaravTry.id, kabirTry.id]);
  await insertAttempt(t, task, diya.profileId, { status: 'SUBMITTED' });

  return {
    institute,
    admin,
    accountant,
    teacher,
    parent,
    class1,
    class2,
    previousSessionId: previous.id,
    students: { aarav, kabir, diya, rohan, meera, sam },
    fees: { accountId: account.id, aaravDueId: aaravDue.id, sessionId: session },
  };
}
export type StatisticsSchool = Awaited<ReturnType<typeof statisticsSchool>>;

/** Another cash payment into Aarav's first due, dated at the instant given. */
export async function payAarav(t: TestContext, s: StatisticsSchool, amount: number, at: string) {
  const outcome = await recordPayment(t.app.ctx, null, {
    instituteId: s.institute.id,
    classId: s.class1.id,
    sessionId: s.fees.sessionId,
    recordType: 'FEES',
    transactionId: `STATS-${at}`,
    transactionDate: at,
    financialAccountId: s.fees.accountId,
    paymentMedium: 'CASH',
    students: [
      {
        profileId: s.students.aarav.profileId,
        amount,
        discount: 0,
        paid: { [s.fees.aaravDueId]: amount },
      },
    ],
  });
  if (!outcome.recorded) throw new Error('payment not recorded');
}
