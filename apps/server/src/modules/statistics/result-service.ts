import {
  type ResultStatistics,
  STATISTICS_PASS_PERCENT,
  type StatisticsRangeQuery,
  sharePercent,
} from '@shala/shared';
import type { AppContext } from '../../context.js';
import { classesOfInstitute } from '../groups/index.js';
import type { GroupScope } from '../permissions/index.js';
import { resultsByClass, resultsBySubject } from './result-queries.js';

const oneDecimal = (n: number | null) => (n === null ? null : Math.round(n * 10) / 10);
const figures = (r: { attempts: number; average: number | null; passed: number }) => ({
  attempts: r.attempts,
  averagePercent: oneDecimal(r.average === null ? null : Number(r.average)),
  passPercent: sharePercent(r.passed, r.attempts),
});

/**
 * GET /rest/statistics/results: the evaluated attempts of the exams held in the range, by class
 * (in school order) and by subject (by name), each with its average percentage and the share
 * that passed at the board's pass mark.
 */
export async function resultStatistics(
  ctx: AppContext,
  scope: GroupScope,
  q: StatisticsRangeQuery,
): Promise<ResultStatistics> {
  const id = scope.instituteId;
  const pass = STATISTICS_PASS_PERCENT;
  const [byClass, bySubject, classes] = await Promise.all([
    resultsByClass(ctx.db, id, q),
    resultsBySubject(ctx.db, id, q),
    classesOfInstitute(ctx.db, id),
  ]);
  const classOf = new Map(classes.map((c, position) => [c.id, { ...c, position }]));
  const attempts = byClass.reduce((t, r) => t + r.attempts, 0);
  // The whole's average weighs each class by its attempts: the mean of every attempt's percentage.
  const weighted = byClass.reduce((t, r) => t + Number(r.average ?? 0) * r.attempts, 0);
  return {
    from: q.from,
    to: q.to,
    passMark: pass,
    exams: byClass.reduce((t, r) => t + r.exams, 0),
    attempts,
    averagePercent: attempts > 0 ? oneDecimal(weighted / attempts) : null,
    passPercent: sharePercent(
      byClass.reduce((t, r) => t + r.passed, 0),
      attempts,
    ),
    // In the school order classesOfInstitute answers in.
    classes: byClass
      .map((r) => ({ r, c: classOf.get(r.classId) }))
      .sort((x, y) => (x.c?.position ?? classes.length) - (y.c?.position ?? classes.length))
      .map(({ r, c }) => ({
        classId: r.classId,
        className: c?.name ?? 'Whole institute',
        exams: r.exams,
        ...figures(r),
      })),
    subjects: bySubject
      .sort((a, b) => a.subject.localeCompare(b.subject, 'en-GB'))
      .map((r) => ({ subject: r.subject, ...figures(r) })),
  };
}
