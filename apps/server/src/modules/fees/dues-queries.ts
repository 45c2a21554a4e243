import type { DueParticular, DueSource, PaymentRecordType } from '@shala/shared';
import { and, asc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { studentDues } from '../../db/schema/index.js';
import { pendingLateFees } from './late-fees.js';

/** A student's due as payments and the reads use it: the allocation's shape and whose it is. */
export type StudentDue = DueParticular & {
  profileId: string;
  classId: string;
  sessionId: string;
  instituteId: string;
  recordType: PaymentRecordType;
  source: DueSource;
  sourceId: string | null;
  previousCarryOver: boolean;
  /** Taken off the charge when it was assigned (already out of `amount`). */
  concession: number;
};

/** Dues read for many students, each student's together (in the order read). */
export function duesByStudent(dues: readonly StudentDue[]): Map<string, StudentDue[]> {
  const by = new Map<string, StudentDue[]>();
  for (const due of dues) {
    const own = by.get(due.profileId);
    if (own) own.push(due);
    else by.set(due.profileId, [due]);
  }
  return by;
}

const dueColumns = {
  id: studentDues.id,
  particular: studentDues.particular,
  dueDate: studentDues.dueDate,
  position: studentDues.position,
  kind: studentDues.kind,
  amount: studentDues.amountPaise,
  paid: studentDues.paidPaise,
  discount: studentDues.discountPaise,
  previousCarryOver: studentDues.previousCarryOver,
  profileId: studentDues.profileId,
  classId: studentDues.classId,
  sessionId: studentDues.sessionId,
  instituteId: studentDues.instituteId,
  recordType: studentDues.recordType,
  source: studentDues.source,
  sourceId: studentDues.sourceId,
  concession: studentDues.concessionPaise,
};

export type DuesOf = {
  instituteId: string;
  sessionId: string;
  profileIds: readonly string[];
  /** Both record types when absent. */
  recordType?: PaymentRecordType;
};

/** A read of the dues as they stand on a day: with the late fees fallen due but not written. */
export type DuesToday = DuesOf & {
  /** India's day (yyyy-mm-dd, `todayOf(clock.now())`); without it, only what is written. */
  today?: string;
};

/** Owed now: not cancelled, not moved to the next session. Always within the institute. */
function owedWhere(p: DuesOf): SQL | undefined {
  return and(
    eq(studentDues.instituteId, p.instituteId),
    eq(studentDues.sessionId, p.sessionId),
    inArray(studentDues.profileId, [...p.profileIds]),
    p.recordType ? eq(studentDues.recordType, p.recordType) : undefined,
    isNull(studentDues.cancelledAt),
    isNull(studentDues.carriedOverAt),
  );
}

/**
 * The dues a payment pays into, locked (SELECT … FOR UPDATE) in id order, so that concurrent
 * payments touching the same students queue instead of deadlocking, and the allocation the
 * server re-runs reads what it will write. Call it inside the payment's transaction.
 */
export async function lockDuesForPayment(tx: Queryable, p: DuesOf): Promise<StudentDue[]> {
  if (p.profileIds.length === 0) return [];
  return tx
    .select(dueColumns)
    .from(studentDues)
    .where(owedWhere(p))
    .orderBy(asc(studentDues.id))
    .for('update');
}

/**
 * The students' dues owed now (no lock), in the order payments take them. With `today`, the late
 * fees fallen due by then and not yet written are among them, as they will be written (the
 * daily job, or the payment that comes first): a read shows what a payment will allocate, and
 * writes nothing.
 */
export async function duesOfStudents(db: Queryable, p: DuesToday): Promise<StudentDue[]> {
  if (p.profileIds.length === 0) return [];
  const written = await db
    .select(dueColumns)
    .from(studentDues)
    .where(owedWhere(p))
    .orderBy(
      asc(studentDues.profileId),
      asc(studentDues.dueDate),
      asc(studentDues.position),
      asc(studentDues.id),
    );
  if (p.today === undefined || (p.recordType ?? 'FEES') !== 'FEES') return written;
  const pending = await pendingLateFees(db, { ...p, today: p.today });
  if (pending.length === 0) return written;
  const text = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return [...written, ...pending].sort(
    (a, b) =>
      text(a.profileId, b.profileId) ||
      text(a.dueDate, b.dueDate) ||
      a.position - b.position ||
      text(a.id, b.id),
  );
}

/** One student's dues owed now in a session (both record types unless one is named). */
export function duesOfStudent(
  db: Queryable,
  p: Omit<DuesToday, 'profileIds'> & { profileId: string },
): Promise<StudentDue[]> {
  return duesOfStudents(db, { ...p, profileIds: [p.profileId] });
}
