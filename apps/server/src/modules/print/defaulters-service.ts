import {
  feeTotals,
  PRINT_TEXTS,
  type PrintDefaultersCount,
  type PrintDefaultersQuery,
} from '@shala/shared';
import type { AppContext } from '../../context.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { calendarDay } from '../../lib/shown-format.js';
import { type DefaulterRow, feeDefaultersPdf } from '../../pdf/fee-defaulters.js';
import { duesByStudent, duesOfStudents, todayOf } from '../fees/index.js';
import { findClass } from '../groups/index.js';
import { guardianContactsOf } from '../people/index.js';
import type { GroupScope } from '../permissions/index.js';
import { fileSlug, printHead } from './print-scope.js';
import { fullName, inSchoolOrder } from './roster-order.js';
import { rosterOf } from './roster-queries.js';

/**
 * GET /rest/print/fee-defaulters (and …/count): the students of the institute, or of one of its
 * classes, with something overdue on the day. The dues are the fees module's (duesOfStudents:
 * owed now, with the late fees fallen due by the day and not yet written), totalled by the one
 * rule of packages/shared (feeTotals): overdue is what remains of the charges due before the
 * day, fees and transport together, as the class summary and the cart count it.
 */

type Defaulters = {
  day: string;
  scope: string;
  sessionName: string;
  head: Awaited<ReturnType<typeof printHead>>;
  rows: DefaulterRow[];
};

async function defaulters(
  ctx: AppContext,
  scope: GroupScope,
  q: PrintDefaultersQuery,
): Promise<Defaulters> {
  const klass = q.classId ? await findClass(ctx.db, scope.instituteId, q.classId) : undefined;
  if (q.classId && !klass) throw notFound(PRINT_TEXTS.classNotFound);
  const head = await printHead(ctx, scope);
  if (!head.sessionId || !head.sessionName) throw badRequest(PRINT_TEXTS.noSession);
  const day = q.day ?? todayOf(ctx.clock.now());
  const roster = await rosterOf(ctx.db, {
    instituteId: scope.instituteId,
    sessionId: head.sessionId,
    ...(klass ? { classId: klass.id } : {}),
  });
  // A student in two classes is listed once, in the first in school order.
  const seen = new Set<string>();
  const students = inSchoolOrder(roster).filter((s) => {
    if (seen.has(s.profileId)) return false;
    seen.add(s.profileId);
    return true;
  });
  const ids = students.map((s) => s.profileId);
  const dues = duesByStudent(
    await duesOfStudents(ctx.db, {
      instituteId: scope.instituteId,
      sessionId: head.sessionId,
      profileIds: ids,
      today: day,
    }),
  );
  const owing = students.flatMap((s) => {
    const totals = feeTotals(dues.get(s.profileId) ?? [], day);
    return totals.overdue > 0 ? [{ s, totals }] : [];
  });
  const guardians = await guardianContactsOf(
    ctx.db,
    owing.map((o) => o.s.profileId),
  );
  const rows = owing.map(({ s, totals }): DefaulterRow => {
    const own = guardians.get(s.profileId) ?? [];
    const first = own.find((g) => g.phone) ?? own[0];
    return {
      rollNo: s.rollNo,
      name: fullName(s),
      className: s.className,
      guardian: first ? `${first.name} (${first.relation})` : null,
      phone: first?.phone ?? s.phone,
      overduePaise: totals.overdue,
      duePaise: totals.due,
    };
  });
  return {
    day,
    scope: klass?.name ?? 'Whole institute',
    sessionName: head.sessionName,
    head,
    rows,
  };
}

export async function defaultersCount(
  ctx: AppContext,
  scope: GroupScope,
  q: PrintDefaultersQuery,
): Promise<PrintDefaultersCount> {
  const d = await defaulters(ctx, scope, q);
  return {
    day: d.day,
    students: d.rows.length,
    overduePaise: d.rows.reduce((sum, r) => sum + r.overduePaise, 0),
  };
}

export async function defaultersFile(
  ctx: AppContext,
  scope: GroupScope,
  q: PrintDefaultersQuery,
): Promise<{ filename: string; pdf: Buffer }> {
  const d = await defaulters(ctx, scope, q);
  const pdf = await feeDefaultersPdf({
    school: d.head.school,
    scope: d.scope,
    day: calendarDay(d.day),
    sessionName: d.sessionName,
    printedOn: d.head.printedOn,
    rows: d.rows,
  });
  return { filename: `fee-defaulters-${fileSlug(d.scope)}-${d.day}.pdf`, pdf };
}
