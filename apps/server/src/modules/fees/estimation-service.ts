import {
  addFeeTotals,
  FEE_TEXTS,
  type FeeEstimation,
  type FeeSummary,
  type PaymentRecordType,
  sumFeeTotals,
} from '@shala/shared';
import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/client.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { type AcademicSessionRow, resolveSession } from '../academic/index.js';
import { isOwnPerson } from '../people/index.js';
import { type Caller, classOfScope, type GroupScope } from '../permissions/index.js';
import { dueViews, totalsOf } from './due-views.js';
import { duesByStudent, duesOfStudents, type StudentDue } from './dues-queries.js';
import { readsAnyStudent } from './policy.js';
import {
  contactNamesOf,
  type FeeStudentRow,
  studentsAmong,
  studentsOfClass,
} from './student-queries.js';
import { todayOf } from './today.js';

/** The dues reads: one student's estimation, the Students Cart's entries, a class's summary. */

/**
 * The students' dues as they stand today, in one read: the late fees fallen due and not written
 * yet (the daily job has not run since) are shown as they will be written, and nothing is written.
 */
async function duesToday(
  tx: Queryable,
  ctx: AppContext,
  scope: GroupScope,
  session: AcademicSessionRow,
  profileIds: readonly string[],
): Promise<Map<string, StudentDue[]>> {
  const dues = await duesOfStudents(tx, {
    instituteId: scope.instituteId,
    sessionId: session.id,
    profileIds,
    today: todayOf(ctx.clock.now()),
  });
  return duesByStudent(dues);
}

function entryOf(
  student: FeeStudentRow,
  contactName: string | null,
  dues: readonly StudentDue[],
  today: string,
): FeeEstimation {
  const of = (type: PaymentRecordType) => dues.filter((d) => d.recordType === type);
  const feeTotals = totalsOf(of('FEES'), today);
  const transportTotals = totalsOf(of('TRANSPORTATION_FEES'), today);
  return {
    student: {
      userProfileId: student.profileId,
      fullName: student.fullName,
      contactName,
      classId: student.classId,
      className: student.className,
      sessionId: student.sessionId,
      memberId: student.memberId,
    },
    fees: dueViews(of('FEES'), today),
    transport: dueViews(of('TRANSPORTATION_FEES'), today),
    totals: addFeeTotals(feeTotals, transportTotals),
    feeTotals,
    transportTotals,
  };
}

/** Students of the scope (its class, or any class of the institute) in the session, as asked. */
async function studentsInScope(
  db: Queryable,
  scope: GroupScope,
  session: AcademicSessionRow,
  profileIds: readonly string[],
): Promise<FeeStudentRow[]> {
  const found = await studentsAmong(db, {
    instituteId: scope.instituteId,
    sessionId: session.id,
    profileIds,
    classId: classOfScope(scope),
  });
  const byId = new Map(found.map((s) => [s.profileId, s]));
  return profileIds.map((id) => {
    const student = byId.get(id);
    if (!student) throw notFound(FEE_TEXTS.studentNotFound);
    return student;
  });
}

async function entries(
  ctx: AppContext,
  scope: GroupScope,
  sessionId: string | undefined,
  profileIds: readonly string[],
  mayRead: (tx: Queryable, student: FeeStudentRow) => Promise<boolean>,
): Promise<FeeEstimation[]> {
  return ctx.db.transaction(async (tx) => {
    const session = await resolveSession(tx, scope, sessionId);
    const students = await studentsInScope(tx, scope, session, profileIds);
    for (const student of students) {
      if (!(await mayRead(tx, student))) throw notFound(FEE_TEXTS.studentNotFound);
    }
    const dues = await duesToday(tx, ctx, scope, session, profileIds);
    const contacts = await contactNamesOf(tx, profileIds);
    const today = todayOf(ctx.clock.now());
    return students.map((s) =>
      entryOf(s, contacts.get(s.profileId) ?? null, dues.get(s.profileId) ?? [], today),
    );
  });
}

/**
 * GET fee/estimation: one student's fees and transport dues, to whom policy.ts lets read them
 * (anyone else: not found, as if there were no such student).
 */
export async function estimation(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  q: { userProfileId: string; sessionId?: string },
): Promise<FeeEstimation> {
  const staff = readsAnyStudent(caller, scope);
  const [entry] = await entries(ctx, scope, q.sessionId, [q.userProfileId], async (tx, student) => {
    // Staff read anyone (policy.ts); anyone else only their own people, asked only then.
    if (staff || student.profileId === caller.profileId) return true;
    return isOwnPerson(tx, caller.accountId, student.profileId);
  });
  if (!entry) throw notFound(FEE_TEXTS.studentNotFound);
  return entry;
}

/** GET fee/cart: the Students Cart's entries, one per student, in the order asked. */
export function cart(
  ctx: AppContext,
  scope: GroupScope,
  q: { userProfileIds: readonly string[]; sessionId?: string },
): Promise<FeeEstimation[]> {
  return entries(ctx, scope, q.sessionId, q.userProfileIds, async () => true);
}

/** GET fee/summary/group: a class's students with their totals, and the class's. */
export async function classSummary(
  ctx: AppContext,
  scope: GroupScope,
  q: { sessionId?: string },
): Promise<FeeSummary> {
  if (scope.type !== 'CLASS') throw badRequest(FEE_TEXTS.classGroup);
  return ctx.db.transaction(async (tx) => {
    const session = await resolveSession(tx, scope, q.sessionId);
    const students = await studentsOfClass(tx, {
      instituteId: scope.instituteId,
      classId: scope.id,
      sessionId: session.id,
    });
    const profileIds = students.map((s) => s.profileId);
    const dues = profileIds.length
      ? await duesToday(tx, ctx, scope, session, profileIds)
      : new Map<string, StudentDue[]>();
    const today = todayOf(ctx.clock.now());
    const rows = students.map((s) => {
      const own = dues.get(s.profileId) ?? [];
      const fee = totalsOf(
        own.filter((d) => d.recordType === 'FEES'),
        today,
      );
      const transport = totalsOf(
        own.filter((d) => d.recordType === 'TRANSPORTATION_FEES'),
        today,
      );
      return {
        userProfileId: s.profileId,
        fullName: s.fullName,
        ...addFeeTotals(fee, transport),
        feeDue: fee.due,
        transportDue: transport.due,
      };
    });
    const className = students[0]?.className ?? (await classNameOf(tx, scope.id));
    return {
      classId: scope.id,
      className,
      sessionId: session.id,
      students: rows,
      totals: sumFeeTotals(rows),
    };
  });
}

async function classNameOf(db: Queryable, classId: string): Promise<string> {
  const row = await db.query.groups.findFirst({ where: (g, { eq }) => eq(g.id, classId) });
  return row?.name ?? '';
}
