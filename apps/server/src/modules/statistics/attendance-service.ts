import {
  type AttendanceStatistics,
  monthsBetween,
  type StatisticsRangeQuery,
  tallyAttendance,
} from '@shala/shared';
import type { AppContext } from '../../context.js';
import { rulesOf } from '../attendance/index.js';
import { classesOfInstitute } from '../groups/index.js';
import type { GroupScope } from '../permissions/index.js';
import { marksByClassMonth } from './attendance-queries.js';

/**
 * GET /rest/statistics/attendance: the students' marks of the range (period-wise marks each
 * count), by month and by class, each with the share present as the attendance rules count it
 * (the institute's own statuses included).
 */
export async function attendanceStatistics(
  ctx: AppContext,
  scope: GroupScope,
  q: StatisticsRangeQuery,
): Promise<AttendanceStatistics> {
  const id = scope.instituteId;
  const [rules, rows, classes] = await Promise.all([
    rulesOf(ctx.db, id),
    marksByClassMonth(ctx.db, id, q.from, q.to),
    classesOfInstitute(ctx.db, id),
  ]);
  const tally = (of: typeof rows) => tallyAttendance(of, rules.countOf);
  const marked = new Set(rows.map((r) => r.classId));
  return {
    from: q.from,
    to: q.to,
    ...tally(rows),
    months: monthsBetween(q.from, q.to).map((month) => ({
      month,
      ...tally(rows.filter((r) => r.month === month)),
    })),
    classes: classes
      .filter((c) => marked.has(c.id))
      .map((c) => ({
        classId: c.id,
        className: c.name,
        ...tally(rows.filter((r) => r.classId === c.id)),
      })),
  };
}
