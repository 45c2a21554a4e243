import {
  type PaymentMethod,
  type PaymentRecordType,
  type TransactionStatus,
  transactionIdKey,
} from '@shala/shared';
import { and, asc, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.js';
import { likePattern } from '../../db/like.js';
import {
  academicSessions,
  financialAccounts,
  groups,
  guardianLinks,
  memberships,
  paymentAllocations,
  paymentRecords,
  paymentTransactions,
  studentDues,
  userProfiles,
} from '../../db/schema/index.js';

// The reads of payments: records with their transaction, class, session, student, account and
// the people who recorded and reverted them; their allocations; whose records a profile sees.
// Groups, sessions, profiles and dues are joined read-only.

const student = alias(userProfiles, 'student');
const recorder = alias(userProfiles, 'recorder');
const reverter = alias(userProfiles, 'reverter');
const klass = alias(groups, 'klass');
type Named = { firstName: AnyPgColumn; lastName: AnyPgColumn };
const fullName = (p: Named) => sql<string>`trim(${p.firstName} || ' ' || ${p.lastName})`;
const nameOrNull = (p: Named) =>
  sql<string | null>`nullif(trim(${p.firstName} || ' ' || ${p.lastName}), '')`;

function selectRecords(db: Queryable) {
  return db
    .select({
      id: paymentRecords.id,
      transactionPk: paymentRecords.transactionPk,
      transactionId: paymentTransactions.transactionId,
      receiptNumber: paymentRecords.receiptNumber,
      instituteId: paymentRecords.instituteId,
      classId: paymentRecords.classId,
      className: klass.name,
      sessionId: paymentRecords.sessionId,
      sessionName: academicSessions.name,
      profileId: paymentRecords.profileId,
      studentName: fullName(student),
      recordType: paymentRecords.recordType,
      amount: paymentRecords.amountPaise,
      discount: paymentRecords.discountPaise,
      paymentMethod: paymentTransactions.paymentMethod,
      paymentMedium: paymentTransactions.paymentMedium,
      financialAccountId: paymentTransactions.financialAccountId,
      accountName: financialAccounts.accountName,
      transactionDate: paymentTransactions.transactionDate,
      // Each record's own state (issue 22): one receipt of a cart transaction may be reverted alone.
      status: paymentRecords.status,
      createdByProfileId: paymentTransactions.createdByProfileId,
      recordedByName: nameOrNull(recorder),
      revertedAt: paymentRecords.revertedAt,
      revertedByName: nameOrNull(reverter),
      revertReason: paymentRecords.revertReason,
    })
    .from(paymentRecords)
    .innerJoin(paymentTransactions, eq(paymentTransactions.id, paymentRecords.transactionPk))
    .innerJoin(klass, eq(klass.id, paymentRecords.classId))
    .innerJoin(academicSessions, eq(academicSessions.id, paymentRecords.sessionId))
    .innerJoin(student, eq(student.id, paymentRecords.profileId))
    .innerJoin(financialAccounts, eq(financialAccounts.id, paymentTransactions.financialAccountId))
    .leftJoin(recorder, eq(recorder.id, paymentTransactions.createdByProfileId))
    .leftJoin(reverter, eq(reverter.id, paymentRecords.revertedByProfileId));
}

export type RecordRow = Awaited<ReturnType<ReturnType<typeof selectRecords>['execute']>>[number];

/** Whose records a reader sees in an institute: a class's, or some students' (own, children). */
export type RecordScope = {
  instituteId: string;
  classId?: string | undefined;
  profileIds?: readonly string[] | undefined;
};

function scopeWhere(scope: RecordScope): SQL | undefined {
  return and(
    eq(paymentRecords.instituteId, scope.instituteId),
    scope.classId ? eq(paymentRecords.classId, scope.classId) : undefined,
    scope.profileIds ? inArray(paymentRecords.profileId, [...scope.profileIds]) : undefined,
  );
}

const newestFirst = [
  desc(paymentTransactions.transactionDate),
  desc(paymentRecords.receiptNumber),
] as const;

export async function findRecord(
  db: Queryable,
  scope: RecordScope,
  id: string,
): Promise<RecordRow | undefined> {
  if (scope.profileIds?.length === 0) return undefined;
  const [row] = await selectRecords(db)
    .where(and(scopeWhere(scope), eq(paymentRecords.id, id)))
    .limit(1);
  return row;
}

/** The records of a transaction the reader sees, in receipt order. */
export async function recordsOfTransaction(
  db: Queryable,
  scope: RecordScope,
  transactionPk: string,
): Promise<RecordRow[]> {
  if (scope.profileIds?.length === 0) return [];
  return selectRecords(db)
    .where(and(scopeWhere(scope), eq(paymentRecords.transactionPk, transactionPk)))
    .orderBy(asc(paymentRecords.receiptNumber));
}

/** A student's records in the institute, newest first. */
export async function recordsOfStudent(
  db: Queryable,
  scope: RecordScope,
  profileId: string,
): Promise<RecordRow[]> {
  return selectRecords(db)
    .where(and(scopeWhere(scope), eq(paymentRecords.profileId, profileId)))
    .orderBy(...newestFirst);
}

/** Records whose transaction date falls in [from, to), in receipt order (a day's receipts). */
export async function recordsBetween(
  db: Queryable,
  scope: RecordScope,
  from: Date,
  to: Date,
): Promise<RecordRow[]> {
  return selectRecords(db)
    .where(
      and(
        scopeWhere(scope),
        gte(paymentTransactions.transactionDate, from),
        lt(paymentTransactions.transactionDate, to),
      ),
    )
    .orderBy(asc(paymentRecords.receiptNumber));
}

export type RecordFilters = {
  from?: Date | undefined;
  to?: Date | undefined;
  recordType?: PaymentRecordType | undefined;
  paymentMedium?: PaymentMethod | undefined;
  status?: TransactionStatus | undefined;
  q?: string | undefined;
};

function filterWhere(scope: RecordScope, f: RecordFilters): SQL | undefined {
  const q = f.q?.trim();
  return and(
    scopeWhere(scope),
    f.from ? gte(paymentTransactions.transactionDate, f.from) : undefined,
    f.to ? lt(paymentTransactions.transactionDate, f.to) : undefined,
    f.recordType ? eq(paymentRecords.recordType, f.recordType) : undefined,
    f.paymentMedium ? eq(paymentTransactions.paymentMedium, f.paymentMedium) : undefined,
    f.status ? eq(paymentRecords.status, f.status) : undefined,
    q
      ? or(
          ilike(paymentTransactions.transactionId, likePattern(q)),
          // "chq 1795" finds CHQ1795…: the ID as the bank compares it.
          ilike(paymentTransactions.transactionKey, likePattern(transactionIdKey(q))),
          ilike(fullName(student), likePattern(q)),
          /^\d{1,9}$/.test(q) ? eq(paymentRecords.receiptNumber, Number(q)) : undefined,
        )
      : undefined,
  );
}

/** One page of the records matching the filters, newest first. */
export function recordPage(
  db: Queryable,
  scope: RecordScope,
  filters: RecordFilters,
  page: { offset: number; limit: number },
): Promise<RecordRow[]> {
  return selectRecords(db)
    .where(filterWhere(scope, filters))
    .orderBy(...newestFirst)
    .limit(page.limit)
    .offset(page.offset);
}

/** How many records match, and the money of the active ones among them. */
export async function recordTotals(db: Queryable, scope: RecordScope, filters: RecordFilters) {
  const active = sql`${paymentRecords.status} = 'ACTIVE'`;
  // A sum of paise is bigint (a school's year passes 2^31 paise, ₹2.1 crore); pg hands bigint
  // over as text, so it is read as a number (exact up to 2^53).
  const activeSum = (column: AnyPgColumn) =>
    sql<number>`coalesce(sum(${column}) filter (where ${active}), 0)::bigint`.mapWith(Number);
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      amount: activeSum(paymentRecords.amountPaise),
      discount: activeSum(paymentRecords.discountPaise),
    })
    .from(paymentRecords)
    .innerJoin(paymentTransactions, eq(paymentTransactions.id, paymentRecords.transactionPk))
    .innerJoin(student, eq(student.id, paymentRecords.profileId))
    .where(filterWhere(scope, filters));
  return row ?? { total: 0, amount: 0, discount: 0 };
}

/** The signed-in profile's history: records of these students, or recorded by it, anywhere. */
export function recordsOfPeople(
  db: Queryable,
  p: { profileIds: readonly string[]; recordedBy: string },
  page: { offset: number; limit: number },
): Promise<RecordRow[]> {
  return selectRecords(db)
    .where(
      or(
        inArray(paymentRecords.profileId, [...p.profileIds]),
        eq(paymentTransactions.createdByProfileId, p.recordedBy),
      ),
    )
    .orderBy(...newestFirst)
    .limit(page.limit)
    .offset(page.offset);
}

export type AllocationRow = {
  recordId: string;
  dueId: string;
  particular: string;
  dueDate: string;
  kind: 'CHARGE' | 'DISCOUNT';
  paid: number;
  discount: number;
};

/** What each record gave each due, in the order the dues are paid. */
export async function allocationsOf(
  db: Queryable,
  recordIds: readonly string[],
): Promise<AllocationRow[]> {
  if (recordIds.length === 0) return [];
  return db
    .select({
      recordId: paymentAllocations.recordId,
      dueId: paymentAllocations.dueId,
      particular: studentDues.particular,
      dueDate: studentDues.dueDate,
      kind: studentDues.kind,
      paid: paymentAllocations.paidPaise,
      discount: paymentAllocations.discountPaise,
    })
    .from(paymentAllocations)
    .innerJoin(studentDues, eq(studentDues.id, paymentAllocations.dueId))
    .where(inArray(paymentAllocations.recordId, [...recordIds]))
    .orderBy(asc(studentDues.dueDate), asc(studentDues.position), asc(studentDues.id));
}

/** What a receipt says of a student's family: admission number, father's name, guardians. */
export type StudentFamily = {
  profileId: string;
  admissionNo: string | null;
  fatherName: string | null;
  /** Linked guardians, oldest link first. */
  guardians: { name: string; relation: string }[];
};

const guardian = alias(userProfiles, 'guardian');

/** The students' admission numbers, fathers' names and guardian links, by profile. */
export async function familiesOf(
  db: Queryable,
  profileIds: readonly string[],
): Promise<Map<string, StudentFamily>> {
  const ids = [...new Set(profileIds)];
  if (ids.length === 0) return new Map();
  const [profiles, links] = await Promise.all([
    db
      .select({
        profileId: userProfiles.id,
        admissionNo: userProfiles.registrationNo,
        fatherName: userProfiles.fatherName,
      })
      .from(userProfiles)
      .where(inArray(userProfiles.id, ids)),
    db
      .select({
        profileId: guardianLinks.studentProfileId,
        name: fullName(guardian),
        relation: guardianLinks.relation,
      })
      .from(guardianLinks)
      .innerJoin(guardian, eq(guardian.id, guardianLinks.parentProfileId))
      .where(inArray(guardianLinks.studentProfileId, ids))
      .orderBy(asc(guardianLinks.createdAt), asc(guardianLinks.parentProfileId)),
  ]);
  const blank = (v: string | null) => (v && v.trim() !== '' ? v.trim() : null);
  const families = new Map<string, StudentFamily>();
  for (const p of profiles) {
    families.set(p.profileId, {
      profileId: p.profileId,
      admissionNo: blank(p.admissionNo),
      fatherName: blank(p.fatherName),
      guardians: [],
    });
  }
  for (const l of links) {
    if (l.name !== '')
      families.get(l.profileId)?.guardians.push({ name: l.name, relation: l.relation });
  }
  return families;
}

/** Whether the profile is a member of the institute (or of the class, when named) at all. */
export async function isMemberOf(
  db: Queryable,
  scope: { instituteId: string; classId?: string | undefined },
  profileId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(memberships)
    .innerJoin(groups, eq(groups.id, memberships.groupId))
    .where(
      and(
        eq(memberships.profileId, profileId),
        scope.classId
          ? eq(groups.id, scope.classId)
          : or(eq(groups.id, scope.instituteId), eq(groups.superGroupId, scope.instituteId)),
      ),
    )
    .limit(1);
  return row !== undefined;
}
