import {
  type AcademicRecord,
  attendanceFigures,
  dueRemaining,
  feeTotals,
  indiaDay,
  percentageOf,
} from '@shala/shared';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/client.js';
import { selectRows } from '../../db/rows.js';
import { findSession } from '../academic/index.js';
import { dayMarkCodes, rulesOf } from '../attendance/index.js';
import { duesOfStudent } from '../fees/index.js';
import type { Caller, GroupScope } from '../permissions/index.js';
import { fullName, readableRecord } from './access.js';
import { classesOfStudent } from './person-queries.js';

/*
 * The academic record (`/erp/Academic`, issue 25 §5): a student's classes by session, their
 * exam results as published to them, the active session's attendance and what their fees
 * stand at, in one place. Each part is read from its module's tables as that module counts it
 * (attendance's figures, fees' totals), never copied.
 */

/** The person's exams of the institute whose results are out, the latest first. */
function publishedResults(db: Queryable, instituteId: string, profileId: string) {
  return selectRows<{
    examId: string;
    title: string;
    className: string;
    /** The driver answers a timestamp as a Date or as text. */
    startAt: Date | string;
    total: number | null;
    maximum: number;
  }>(
    db,
    sql`select t.id as "examId", t.title, g.name as "className", t.start_at as "startAt",
        a.total::float8 as total,
        coalesce((select sum(e.maximum_marks) from exam_question_entries e
          where e.academic_task_id = t.id and not e.disabled), 0)::float8 as maximum
      from exam_attempts a
      join academic_tasks t on t.id = a.academic_task_id
      join groups g on g.id = t.group_id
      where a.profile_id = ${profileId} and a.institute_id = ${instituteId}
        and t.results_published_at is not null and not t.disabled
      order by t.start_at desc`,
  );
}

/** GET /rest/records/academic */
export async function academicRecord(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  profileId: string,
): Promise<AcademicRecord> {
  const { person } = await readableRecord(ctx.db, caller, scope, profileId);
  const today = indiaDay(ctx.clock.now());
  const id = scope.instituteId;
  const [classes, exams, rules, session] = await Promise.all([
    classesOfStudent(ctx.db, id, profileId),
    publishedResults(ctx.db, id, profileId),
    rulesOf(ctx.db, id),
    // The institute's active session (the scope carries it; findSession keeps it the institute's).
    scope.activeSessionId ? findSession(ctx.db, id, scope.activeSessionId) : undefined,
  ]);
  const [codes, dues] = session
    ? await Promise.all([
        dayMarkCodes(ctx.db, id, profileId, session.startDate, today),
        duesOfStudent(ctx.db, { instituteId: id, sessionId: session.id, profileId, today }),
      ])
    : [[], []];
  const totals = feeTotals(dues, today);
  const open = dues
    .filter((d) => d.kind === 'CHARGE' && dueRemaining(d) > 0)
    .map((d) => d.dueDate)
    .sort();
  return {
    studentName: fullName(person),
    hasPhoto: person.photoLocation !== null,
    admissionNo: person.registrationNo,
    classes,
    exams: exams.map((e) => ({
      examId: e.examId,
      title: e.title,
      className: e.className,
      startAt: new Date(e.startAt).toISOString(),
      total: e.total,
      maximum: e.maximum,
      percentage: e.total === null ? null : percentageOf(e.total, e.maximum),
    })),
    attendance:
      session && codes.length > 0
        ? { ...attendanceFigures(codes, rules.countOf), from: session.startDate, to: today }
        : null,
    fees: {
      total: totals.payable,
      paid: totals.paid,
      due: totals.due,
      overdue: totals.overdue,
      nextDueDay: open.find((day) => day >= today) ?? open[0] ?? null,
    },
  };
}
