import { indiaDayEnd, indiaDayStart } from '@shala/shared';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { selectRows } from '../../db/rows.js';

/**
 * The evaluated attempts of the exams that began in a range (India days), not disabled: each
 * attempt's percentage is its total over the marks its exam's questions carry (disabled questions
 * left out, as the result sheet does). The exams of the range are found first, and their
 * attempts, questions and answers by exam (each table's index on its exam), so that a range reads
 * only its own answers (bench/statistics: reading every answer of five years and matching them
 * to the range's attempts took four times as long over a session).
 */
const tasksOf = (instituteId: string, from: string, to: string) => sql`
  select t.id, t.group_id from academic_tasks t
  where t.institute_id = ${instituteId}::uuid and not t.disabled
    and t.start_at >= ${indiaDayStart(from).toISOString()}::timestamptz
    and t.start_at < ${indiaDayEnd(to).toISOString()}::timestamptz`;
const evaluated = sql`a.academic_task_id in (select id from tasks)
  and a.status = 'EVALUATED' and a.total is not null`;

type Figures = { attempts: number; average: number | null; passed: number };

/** By class: exams with results, attempts, their average percentage and how many passed. */
export async function resultsByClass(
  db: Queryable,
  instituteId: string,
  range: { from: string; to: string },
  passPercent: number,
) {
  return selectRows<Figures & { classId: string; exams: number }>(
    db,
    sql`with tasks as (${tasksOf(instituteId, range.from, range.to)}),
      maxima as (
        select e.academic_task_id, sum(e.maximum_marks) as maximum
        from exam_question_entries e
        where e.academic_task_id in (select id from tasks) and not e.disabled
        group by 1)
      select t.group_id as "classId", count(distinct a.academic_task_id)::int as exams,
        count(*)::int as attempts, avg(a.total * 100.0 / m.maximum)::float8 as average,
        count(*) filter (where a.total * 100 >= ${passPercent} * m.maximum)::int as passed
      from exam_attempts a
        join tasks t on t.id = a.academic_task_id
        join maxima m on m.academic_task_id = a.academic_task_id
      where ${evaluated} and m.maximum > 0
      group by 1`,
  );
}

/**
 * By subject (a question's category; "Other" without one): each attempt's marks of the subject's
 * questions (unanswered 0, never below 0 together) over what they carry, averaged, and passed.
 */
export async function resultsBySubject(
  db: Queryable,
  instituteId: string,
  range: { from: string; to: string },
  passPercent: number,
) {
  return selectRows<Figures & { subject: string }>(
    db,
    sql`with tasks as (${tasksOf(instituteId, range.from, range.to)}),
      entries as (
        select e.id, e.academic_task_id, e.maximum_marks,
          coalesce(nullif(trim(q.category), ''), 'Other') as subject
        from exam_question_entries e join exam_questions q on q.id = e.question_id
        where e.academic_task_id in (select id from tasks) and not e.disabled),
      maxima as (
        select academic_task_id, subject, sum(maximum_marks) as maximum
        from entries group by 1, 2),
      scored as (
        select s.attempt_id, en.subject, sum(s.marks) as scored
        from exam_answers s join entries en on en.id = s.exam_question_id
        where s.academic_task_id in (select id from tasks)
        group by 1, 2),
      parts as (
        select a.id, m.subject, m.maximum, greatest(0, coalesce(sc.scored, 0)) as scored
        from exam_attempts a
          join maxima m on m.academic_task_id = a.academic_task_id
          left join scored sc on sc.attempt_id = a.id and sc.subject = m.subject
        where ${evaluated})
      select subject, count(*)::int as attempts, avg(scored * 100.0 / maximum)::float8 as average,
        count(*) filter (where scored * 100 >= ${passPercent} * maximum)::int as passed
      from parts where maximum > 0
      group by 1`,
  );
}
