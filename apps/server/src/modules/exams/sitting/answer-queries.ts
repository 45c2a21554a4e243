import type { AttemptStatus, QuestionType } from '@shala/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.js';
import { preparedStatement } from '../../../db/rows.js';
import {
  academicTasks,
  examAnswers,
  examQuestionEntries,
  examQuestions,
} from '../../../db/schema/index.js';
import { GRACE } from './attempt-queries.js';

// The exam_answers table: an attempt's answer per exam question, kept at its highest version.

export type AnswerRow = typeof examAnswers.$inferSelect;

/** What one save finds and does, in one row. */
export type SaveRow = {
  attempt_id: string | null;
  attempt_status: AttemptStatus | null;
  ends_at: Date | string | null;
  entry_found: boolean;
  question_type: QuestionType | null;
  maximum_marks: string | number | null;
  choice_valid: boolean | null;
  applied: boolean;
  id: string | null;
  answer: string | null;
  file_id: string | null;
  /** The image the answer named before this statement (the statement's snapshot). */
  previous_file_id: string | null;
  version: number | null;
  saved_at: Date | string | null;
  marks: string | number | null;
  remarks: string | null;
};

export type SaveInput = {
  taskId: string;
  instituteId: string;
  groupId: string;
  profileId: string;
  examQuestionId: string;
  answer: string;
  version: number;
  fileId: string | null;
  now: Date;
};

/** Where a save's value goes in the statement, filled in per call. */
const v = (key: keyof SaveInput) => sql.placeholder(key);
const now = sql`${v('now')}::timestamptz`;

/**
 * One answer save in one statement, for 10,000 students saving every 10 s. It marks the
 * attempt as seen (which also locks its row, so a save and the attempt's submission never
 * interleave), checks the exam question (enabled, of this exam) and an MCQ's choice, and
 * upserts the answer only while the attempt is started and its end and grace are ahead, and
 * only over a lower version: a late or retried older save never overwrites a newer one. It
 * answers what it found, whether it applied, and the answer now kept (`kept` reads the table as
 * it was before the statement, so its file is the one a new image replaces). A named prepared
 * statement, rendered once: planning it cost more than running it, and building it more than
 * sending it.
 */
const saveStatement = preparedStatement<SaveRow, Omit<SaveInput, 'now'> & { now: string }>(
  'exam_answer_save',
  sql`with att as (
      update exam_attempts a set last_seen_at = ${now}
      from academic_tasks t
      where a.institute_id = ${v('instituteId')} and a.group_id = ${v('groupId')}
        and a.academic_task_id = ${v('taskId')} and a.profile_id = ${v('profileId')}
        and t.id = a.academic_task_id and t.group_id = ${v('groupId')}
      returning a.id, a.institute_id, a.group_id, a.status, a.ends_at
    ), entry as (
      select e.id, q.question_type, e.maximum_marks,
        (q.question_type <> 'MCQ_SINGLE' or ${v('answer')} = '' or exists (
          select 1 from exam_question_options o
          where o.question_id = q.id and not o.disabled and o.title = ${v('answer')}
        )) as choice_valid
      from exam_question_entries e join exam_questions q on q.id = e.question_id
      where e.id = ${v('examQuestionId')} and e.academic_task_id = ${v('taskId')} and not e.disabled
    ), ok as (
      select att.* from att, entry
      where att.status = 'STARTED' and ${now} <= att.ends_at + ${GRACE} and entry.choice_valid
    ), saved as (
      insert into exam_answers (institute_id, group_id, attempt_id, academic_task_id,
        exam_question_id, profile_id, answer, file_id, version, saved_at)
      select ok.institute_id, ok.group_id, ok.id, ${v('taskId')}, ${v('examQuestionId')},
        ${v('profileId')}, ${v('answer')}, ${v('fileId')}::uuid, ${v('version')}, ${now}
      from ok
      on conflict (attempt_id, exam_question_id) do update set
        answer = excluded.answer,
        file_id = coalesce(excluded.file_id, exam_answers.file_id),
        version = excluded.version,
        saved_at = excluded.saved_at
      where exam_answers.version < excluded.version
      returning id, answer, file_id, version, saved_at, marks, remarks
    )
    select att.id as attempt_id, att.status as attempt_status, att.ends_at,
      entry.id is not null as entry_found, entry.question_type, entry.maximum_marks,
      entry.choice_valid,
      saved.id is not null as applied,
      coalesce(saved.id, kept.id) as id,
      coalesce(saved.answer, kept.answer) as answer,
      case when saved.id is not null then saved.file_id else kept.file_id end as file_id,
      kept.file_id as previous_file_id,
      coalesce(saved.version, kept.version) as version,
      coalesce(saved.saved_at, kept.saved_at) as saved_at,
      case when saved.id is not null then saved.marks else kept.marks end as marks,
      case when saved.id is not null then saved.remarks else kept.remarks end as remarks
    from (select 1) as one
      left join att on true
      left join entry on true
      left join saved on true
      left join exam_answers kept
        on kept.attempt_id = att.id and kept.exam_question_id = ${v('examQuestionId')}`,
);

export async function saveAnswer(db: Queryable, p: SaveInput): Promise<SaveRow> {
  const [row] = await saveStatement(db, { ...p, now: p.now.toISOString() });
  if (!row) throw new Error('answer save returned nothing');
  return row;
}

/** An answer with its exam question's marks and its bank question's type and text. */
export type AnswerWithQuestion = {
  answer: AnswerRow;
  maximumMarks: number;
  questionType: QuestionType;
  question: string;
  taskStatus: (typeof academicTasks.$inferSelect)['status'];
};

const answerColumns = {
  answer: examAnswers,
  maximumMarks: examQuestionEntries.maximumMarks,
  questionType: examQuestions.questionType,
  question: examQuestions.question,
  taskStatus: academicTasks.status,
};

/** Answers matching `where`, with their questions, in the exam's order. */
function answersWhere(db: Queryable, where: ReturnType<typeof and>) {
  return db
    .select(answerColumns)
    .from(examAnswers)
    .innerJoin(examQuestionEntries, eq(examQuestionEntries.id, examAnswers.examQuestionId))
    .innerJoin(examQuestions, eq(examQuestions.id, examQuestionEntries.questionId))
    .innerJoin(academicTasks, eq(academicTasks.id, examAnswers.academicTaskId))
    .where(where)
    .orderBy(
      asc(academicTasks.startAt),
      asc(examQuestionEntries.position),
      asc(examAnswers.id),
    ) as Promise<AnswerWithQuestion[]>;
}

/** The profile's answers in the class (one exam's, when named; one question's, when named). */
export function answersOfProfile(
  db: Queryable,
  p: { profileId: string; groupId: string; taskId?: string; examQuestionId?: string },
) {
  return answersWhere(
    db,
    and(
      eq(examAnswers.profileId, p.profileId),
      eq(examAnswers.groupId, p.groupId),
      p.taskId ? eq(examAnswers.academicTaskId, p.taskId) : undefined,
      p.examQuestionId ? eq(examAnswers.examQuestionId, p.examQuestionId) : undefined,
    ),
  );
}

/** One answer of the scope (a class's, or any class's of an institute). */
export async function findAnswerInScope(
  db: Queryable,
  scope: { id: string; type: 'INSTITUTE' | 'CLASS' },
  id: string,
): Promise<AnswerWithQuestion | undefined> {
  const [row] = await answersWhere(
    db,
    and(
      eq(examAnswers.id, id),
      scope.type === 'CLASS'
        ? eq(examAnswers.groupId, scope.id)
        : eq(examAnswers.instituteId, scope.id),
    ),
  );
  return row;
}

/** The saved answer and version of each of these exam questions, for one attempt. */
export async function answersOfAttempt(db: Queryable, attemptId: string) {
  return db
    .select({
      examQuestionId: examAnswers.examQuestionId,
      answer: examAnswers.answer,
      version: examAnswers.version,
    })
    .from(examAnswers)
    .where(eq(examAnswers.attemptId, attemptId));
}

/** The question type of an exam question of this exam (enabled), before a file is stored. */
export async function entryQuestionType(db: Queryable, taskId: string, examQuestionId: string) {
  const [row] = await db
    .select({ questionType: examQuestions.questionType })
    .from(examQuestionEntries)
    .innerJoin(examQuestions, eq(examQuestions.id, examQuestionEntries.questionId))
    .where(
      and(
        eq(examQuestionEntries.id, examQuestionId),
        eq(examQuestionEntries.academicTaskId, taskId),
        eq(examQuestionEntries.disabled, false),
      ),
    )
    .limit(1);
  return row?.questionType;
}
