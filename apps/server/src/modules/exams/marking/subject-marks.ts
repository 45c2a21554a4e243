import { STATISTICS_PASS_PERCENT } from '@shala/shared';
import { type SQL, sql } from 'drizzle-orm';
import { chunks } from '../../../db/chunks.js';
import type { Queryable } from '../../../db/client.js';

/** The subject under which exam_subject_marks and exam_result_figures keep the whole exam. */
export const WHOLE_EXAM = '';

/**
 * Adds to each exam's results (exam_result_figures) what the rows of `changed` (a CTE of
 * exam_subject_marks rows) add, or with `sign` -1 take away. An upsert that adds: two
 * evaluations of one exam at once both count, whichever commits first.
 */
const addToFigures = (instituteId: string, changed: SQL, sign: 1 | -1) => sql`
  insert into exam_result_figures as f
    (institute_id, academic_task_id, subject, attempts, percent_sum, passed)
  select ${instituteId}::uuid, academic_task_id, subject, ${sign} * count(*),
    ${sign} * sum(scored * 100 / maximum),
    ${sign} * count(*) filter (where scored * 100 >= ${STATISTICS_PASS_PERCENT} * maximum)
  from ${changed} where maximum > 0
  group by academic_task_id, subject
  on conflict (academic_task_id, subject) do update set
    attempts = f.attempts + excluded.attempts,
    percent_sum = f.percent_sum + excluded.percent_sum,
    passed = f.passed + excluded.passed`;

/**
 * Each evaluated attempt's marks by subject and for the whole exam (exam_subject_marks), counted
 * again from its answers wherever they may have changed: at evaluation, when an evaluated
 * attempt's marks change (a teacher's correction, a regrade, a question disabled) and when a
 * question of theirs changes subject; what they held is taken from the exam's results and what
 * they hold now added. A subject is the question's category ("Other" without one); its figure is
 * what its enabled questions earned (unanswered 0, never below 0 together) over what they carry,
 * and the whole exam's is the attempt's total over the exam's maximum.
 */
async function countAgain(tx: Queryable, instituteId: string, attempts: SQL): Promise<void> {
  await tx.execute(sql`with old as (
      delete from exam_subject_marks
      where institute_id = ${instituteId}::uuid and attempt_id in (${attempts})
      returning academic_task_id, subject, scored, maximum)
    ${addToFigures(instituteId, sql`old`, -1)}`);
  await tx.execute(sql`with parts as (
      select a.institute_id, a.academic_task_id, a.id as attempt_id,
        coalesce(nullif(trim(q.category), ''), 'Other') as subject,
        coalesce(sum(s.marks), 0) as raw, sum(e.maximum_marks) as maximum
      from exam_attempts a
        join exam_question_entries e on e.academic_task_id = a.academic_task_id and not e.disabled
        join exam_questions q on q.id = e.question_id
        left join exam_answers s on s.attempt_id = a.id and s.exam_question_id = e.id
      where a.institute_id = ${instituteId}::uuid and a.status = 'EVALUATED'
        and a.id in (${attempts})
      group by 1, 2, 3, 4),
    new as (
      insert into exam_subject_marks
        (institute_id, academic_task_id, attempt_id, subject, scored, maximum)
      select institute_id, academic_task_id, attempt_id, subject, greatest(0, raw), maximum
        from parts
      union all
      select institute_id, academic_task_id, attempt_id, ${WHOLE_EXAM}, greatest(0, sum(raw)),
        sum(maximum)
        from parts group by 1, 2, 3
      returning academic_task_id, subject, scored, maximum)
    ${addToFigures(instituteId, sql`new`, 1)}`);
}

/** Counts these attempts' marks by subject again (those not evaluated keep none). */
export async function keepSubjectMarks(
  tx: Queryable,
  instituteId: string,
  attemptIds: readonly string[],
): Promise<void> {
  for (const ids of chunks([...new Set(attemptIds)], 1000)) {
    const list = sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    );
    await countAgain(tx, instituteId, list);
  }
}

/** Counts again the marks by subject of every evaluated attempt of an exam holding this question. */
export async function keepSubjectMarksOfQuestion(
  tx: Queryable,
  instituteId: string,
  questionId: string,
): Promise<void> {
  await countAgain(
    tx,
    instituteId,
    sql`select a.id from exam_attempts a
      join exam_question_entries e on e.academic_task_id = a.academic_task_id
      where e.question_id = ${questionId}::uuid and a.institute_id = ${instituteId}::uuid
        and a.status = 'EVALUATED'`,
  );
}
