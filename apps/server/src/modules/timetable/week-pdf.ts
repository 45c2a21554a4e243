import type { AppContext } from '../../context.js';
import { timetableWeekPdf } from '../../pdf/timetable-week.js';
import { findInstitute } from '../groups/index.js';
import type { Caller, GroupScope } from '../permissions/index.js';
import { weekOf } from './week-service.js';

/** GET rest/timetable/pdf: the week the week call would show, printed. */
export async function weekPdf(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  query: { classId?: string; teacherId?: string; roomId?: string },
): Promise<{ name: string; pdf: Buffer }> {
  const week = await weekOf(ctx, caller, scope, query);
  const institute = await findInstitute(ctx.db, scope.instituteId);
  const pdf = await timetableWeekPdf(institute?.name ?? '', week);
  return { name: week.view?.name ?? 'timetable', pdf };
}

/** "Class 5 A" → "timetable-class-5-a.pdf". */
export const pdfFileName = (name: string) =>
  `timetable-${
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'week'
  }.pdf`;
