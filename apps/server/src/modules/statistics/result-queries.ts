import { indiaDayEnd, indiaDayStart } from '@shala/shared';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { selectRows } from '../../db/rows.js';
import { WHOLE_EXAM } from '../exams/index.js';

/**
 * The results of the exams that began in a range (India days), not disabled, from the figures the
 * exams module keeps for each exam by subject and for the whole exam (exam_result_figures): how
 * many evaluated attempts, the sum of their percentages (an attempt's total over the marks its
 * exam's enabled questions carry) and how many passed at the board's pass mark. A few rows an
 * exam, whatever the range: bench/statistics' five years of a 2,000-student school read 696
 * exams' figures where they read 51,084 attempts and 5,10,279 answers.
 */
const tasksOf = (instituteId: string, from: string, to: string) => sql`
  select t.id, t.group_id from academic_tasks t
  where t.institute_id = ${instituteId}::uuid and not t.disabled
    and t.start_at >= ${indiaDayStart(from).toISOString()}::timestamptz
    and t.start_at < ${indiaDayEnd(to).toISOString()}::timestamptz`;

type Figures = { attempts: number; average: number | null; passed: number };

/** The figures summed over a group of exams: attempts, their average percentage, passed. */
const summed = sql`sum(f.attempts)::int as attempts,
  (sum(f.percent_sum) / sum(f.attempts))::float8 as average, sum(f.passed)::int as passed`;

/** By class: exams with results, attempts, their average percentage and how many passed. */
export async function resultsByClass(
  db: Queryable,
  instituteId: string,
  range: { from: string; to: string },
) {
  return selectRows<Figures & { classId: string; exams: number }>(
    db,
    sql`with tasks as (${tasksOf(instituteId, range.from, range.to)})
      select t.group_id as "classId", count(*)::int as exams, ${summed}
      from exam_result_figures f join tasks t on t.id = f.academic_task_id
      where f.institute_id = ${instituteId}::uuid and f.subject = ${WHOLE_EXAM}
        and f.attempts > 0
      group by 1`,
  );
}

/**
 * By subject (a question's category; "Other" without one): each evaluated attempt's marks of the
 * subject over what its questions carry, averaged, and passed.
 */
export async function resultsBySubject(
  db: Queryable,
  instituteId: string,
  range: { from: string; to: string },
) {
  return selectRows<Figures & { subject: string }>(
    db,
    sql`with tasks as (${tasksOf(instituteId, range.from, range.to)})
      select f.subject, ${summed}
      from exam_result_figures f
      where f.institute_id = ${instituteId}::uuid and f.academic_task_id in (select id from tasks)
        and f.subject <> ${WHOLE_EXAM} and f.attempts > 0
      group by 1`,
  );
}
