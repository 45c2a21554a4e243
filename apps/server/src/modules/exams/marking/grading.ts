import { attemptTotal } from '@shala/shared';
import { sql } from 'drizzle-orm';
import { chunks } from '../../../db/chunks.js';
import type { Queryable } from '../../../db/client.js';
import { selectRows } from '../../../db/rows.js';
import { examGradeChanges } from '../../../db/schema/index.js';
import { keepSubjectMarks } from './subject-marks.js';

/**
 * Automatic marking: MCQ answers are graded when the attempt is finalised (by the student or the
 * server), and when a question's correct answer is corrected every finalised attempt that
 * answered it is regraded, each change logged in exam_grade_changes.
 *
 * An MCQ answer equal to the key earns the exam question's maximum marks; a wrong one 0, or
 * minus the exam's negativeMarks; an empty one 0. The attempt's total (attemptTotal) never goes
 * below 0. SUBJECTIVE answers stay unmarked (null) for the teacher; answers to a disabled exam
 * question count for nobody and are left as they are.
 */

export const KEY_CORRECTED_REASON = 'Answer key corrected';

/** The marks an MCQ answer earns against `key`, as SQL over the answer, entry and config. */
const MCQ_MARKS = (key: ReturnType<typeof sql>) => sql`case
    when a.answer = '' then 0
    when a.answer = ${key} then e.maximum_marks
    else -coalesce((c.json_config->>'negativeMarks')::numeric, 0)
  end`;

/**
 * Grades the MCQ answers of these attempts (in the finalising transaction). Answers how many
 * answers it marked.
 */
export async function gradeAttempts(
  tx: Queryable,
  instituteId: string,
  attemptIds: string[],
): Promise<number> {
  if (attemptIds.length === 0) return 0;
  const rows = await selectRows<{ id: string }>(
    tx,
    sql`update exam_answers a set marks = ${MCQ_MARKS(sql`q.correct_answer`)}
      from exam_question_entries e, exam_questions q, exam_configs c
      where a.institute_id = ${instituteId} and a.attempt_id in (${sql.join(
        attemptIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})
        and e.id = a.exam_question_id and not e.disabled
        and q.id = e.question_id and q.question_type = 'MCQ_SINGLE'
        and c.academic_task_id = a.academic_task_id
      returning a.id`,
  );
  return rows.length;
}

type Regraded = {
  id: string;
  attempt_id: string;
  institute_id: string;
  attempt_status: string;
  old_marks: string | number | null;
  new_marks: string | number | null;
};

/**
 * After an MCQ's key changed (inside the question update's transaction, the new key written):
 * regrade every submitted or evaluated attempt's answer to it, log each change, and update the
 * totals of evaluated attempts. Answers how many answers changed marks.
 */
export async function regradeAfterKeyChange(
  tx: Queryable,
  change: { instituteId: string; questionId: string; changedByProfileId: string; now: Date },
): Promise<number> {
  const rows = await selectRows<Regraded>(
    tx,
    sql`with graded as (
      select a.id, a.attempt_id, a.institute_id, t.status as attempt_status, a.marks as old_marks,
        (${MCQ_MARKS(sql`q.correct_answer`)})::numeric(9, 2) as new_marks
      from exam_answers a
        join exam_attempts t on t.id = a.attempt_id
        join exam_question_entries e on e.id = a.exam_question_id
        join exam_questions q on q.id = e.question_id
        join exam_configs c on c.academic_task_id = a.academic_task_id
      where a.institute_id = ${change.instituteId} and q.institute_id = ${change.instituteId}
        and q.id = ${change.questionId} and q.question_type = 'MCQ_SINGLE' and not e.disabled
        and t.status in ('SUBMITTED', 'EVALUATED')
      for update of a
    )
    update exam_answers x set marks = graded.new_marks
    from graded
    where x.institute_id = ${change.instituteId} and x.id = graded.id and graded.old_marks is distinct from graded.new_marks
    returning x.id, graded.attempt_id, graded.institute_id, graded.attempt_status,
      graded.old_marks, graded.new_marks`,
  );
  if (rows.length === 0) return 0;
  await tx.insert(examGradeChanges).values(
    rows.map((r) => ({
      instituteId: r.institute_id,
      attemptId: r.attempt_id,
      answerId: r.id,
      changedByProfileId: change.changedByProfileId,
      changedAt: change.now,
      oldMarks: r.old_marks === null ? null : Number(r.old_marks),
      newMarks: r.new_marks === null ? null : Number(r.new_marks),
      reason: KEY_CORRECTED_REASON,
    })),
  );
  const evaluated = [
    ...new Set(rows.filter((r) => r.attempt_status === 'EVALUATED').map((r) => r.attempt_id)),
  ];
  await refreshTotals(tx, change.instituteId, evaluated);
  return rows.length;
}

/**
 * Sets these attempts' totals from their answers on enabled exam questions (never below 0), and
 * their marks by subject: a read and three writes per thousand attempts, whatever the class's size.
 */
export async function refreshTotals(
  tx: Queryable,
  instituteId: string,
  attemptIds: readonly string[],
): Promise<Map<string, number>> {
  const totals = new Map<string, number>();
  for (const ids of chunks([...new Set(attemptIds)], 1000)) {
    const list = sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    );
    const marks = await selectRows<{ attempt_id: string; marks: string | number | null }>(
      tx,
      sql`select a.attempt_id, a.marks from exam_answers a
        join exam_question_entries e on e.id = a.exam_question_id and not e.disabled
        where a.institute_id = ${instituteId} and a.attempt_id in (${list})`,
    );
    const byAttempt = new Map<string, (number | null)[]>(ids.map((id) => [id, []]));
    for (const m of marks) {
      byAttempt.get(m.attempt_id)?.push(m.marks === null ? null : Number(m.marks));
    }
    const values = sql.join(
      ids.map((id) => {
        const total = attemptTotal(byAttempt.get(id) ?? []);
        totals.set(id, total);
        return sql`(${id}::uuid, ${total}::numeric)`;
      }),
      sql`, `,
    );
    await tx.execute(sql`update exam_attempts set total = v.total
      from (values ${values}) as v(id, total)
      where exam_attempts.institute_id = ${instituteId} and exam_attempts.id = v.id`);
  }
  await keepSubjectMarks(tx, instituteId, attemptIds);
  return totals;
}

/** One attempt's total (see refreshTotals). */
export async function refreshTotal(
  tx: Queryable,
  instituteId: string,
  attemptId: string,
): Promise<number> {
  return (await refreshTotals(tx, instituteId, [attemptId])).get(attemptId) ?? 0;
}
