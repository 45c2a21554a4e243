import { ANSWER_GRACE_SECONDS, type AttemptStatus } from '@shala/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { chunks } from '../../../db/chunks.js';
import type { Queryable } from '../../../db/client.js';
import { preparedRows } from '../../../db/rows.js';
import { examAnswers, examAttempts, userProfiles } from '../../../db/schema/index.js';

// The exam_attempts table: one student's sitting of one exam. Who sits a class's exams is
// taker-queries.ts's.

export type AttemptRow = typeof examAttempts.$inferSelect;

export async function findAttempt(
  db: Queryable,
  taskId: string,
  profileId: string,
): Promise<AttemptRow | undefined> {
  const [row] = await db
    .select()
    .from(examAttempts)
    .where(and(eq(examAttempts.academicTaskId, taskId), eq(examAttempts.profileId, profileId)))
    .limit(1);
  return row;
}

/** Locks the attempt for the rest of the transaction (reset, extra time, submission). */
export async function lockAttempt(db: Queryable, taskId: string, profileId: string) {
  const [row] = await db
    .select()
    .from(examAttempts)
    .where(and(eq(examAttempts.academicTaskId, taskId), eq(examAttempts.profileId, profileId)))
    .for('update')
    .limit(1);
  return row;
}

export async function findAttemptById(db: Queryable, id: string) {
  const [row] = await db.select().from(examAttempts).where(eq(examAttempts.id, id)).limit(1);
  return row;
}

/** The exam's evaluated attempts (their totals follow a change of what counts). */
export async function evaluatedAttemptIds(db: Queryable, taskId: string): Promise<string[]> {
  const rows = await db
    .select({ id: examAttempts.id })
    .from(examAttempts)
    .where(and(eq(examAttempts.academicTaskId, taskId), eq(examAttempts.status, 'EVALUATED')));
  return rows.map((r) => r.id);
}

/** Makes the attempts that do not exist yet (a student has one per exam). */
export async function insertAttempts(
  db: Queryable,
  rows: (typeof examAttempts.$inferInsert)[],
): Promise<void> {
  for (const slice of chunks(rows)) {
    await db
      .insert(examAttempts)
      .values(slice)
      .onConflictDoNothing({ target: [examAttempts.academicTaskId, examAttempts.profileId] });
  }
}

/** These profiles' attempts at these exams. */
export async function attemptsOf(db: Queryable, taskIds: string[], profileIds: string[]) {
  if (taskIds.length === 0 || profileIds.length === 0) return [];
  return db
    .select()
    .from(examAttempts)
    .where(
      and(
        inArray(examAttempts.academicTaskId, taskIds),
        inArray(examAttempts.profileId, profileIds),
      ),
    );
}

export async function updateAttempt(
  db: Queryable,
  instituteId: string,
  id: string,
  changes: Partial<Omit<AttemptRow, 'id' | 'academicTaskId' | 'profileId'>>,
) {
  const [row] = await db
    .update(examAttempts)
    .set(changes)
    .where(and(eq(examAttempts.instituteId, instituteId), eq(examAttempts.id, id)))
    .returning();
  if (!row) throw new Error('attempt update returned nothing');
  return row;
}

export async function deleteAnswersOf(
  db: Queryable,
  instituteId: string,
  attemptId: string,
): Promise<number> {
  const gone = await db
    .delete(examAnswers)
    .where(and(eq(examAnswers.instituteId, instituteId), eq(examAnswers.attemptId, attemptId)))
    .returning({ id: examAnswers.id });
  return gone.length;
}

/** What a start answers: the attempt as it is now, its status before, and its live questions. */
export type StartedRow = {
  id: string;
  status: AttemptStatus;
  previous_status: AttemptStatus;
  agreed_at: Date | null;
  started_at: Date | string;
  ends_at: Date | string;
  extra_minutes: number;
  question_ids: string[] | string;
};

/**
 * The synchronised start in one statement: stamps an agreed attempt of an open, published exam
 * of the class as STARTED with its own end, or finds one already started and not yet over
 * (resume, unchanged), with the exam questions still enabled in the attempt's order. No row:
 * the caller may not start now, and the service reads why. A named prepared statement, as the
 * answer save: 10,000 students start within a minute.
 */
export async function startAttempt(
  db: Queryable,
  p: { taskId: string; instituteId: string; groupId: string; profileId: string; now: Date },
): Promise<StartedRow | undefined> {
  const now = sql`${p.now.toISOString()}::timestamptz`;
  const [row] = await preparedRows<StartedRow>(
    db,
    'exam_attempt_start',
    sql`with old as (
      select a.id, a.status
      from exam_attempts a
      where a.academic_task_id = ${p.taskId} and a.profile_id = ${p.profileId}
      for update
    )
    update exam_attempts a set
      status = 'STARTED',
      started_at = coalesce(a.started_at, ${now}),
      ends_at = coalesce(a.ends_at, least(
        coalesce(${now} + make_interval(mins => (c.json_config->>'durationMinutes')::int), t.end_at),
        t.end_at) + make_interval(mins => a.extra_minutes)),
      last_seen_at = ${now}
    from old, academic_tasks t, exam_configs c
    where a.institute_id = ${p.instituteId} and a.group_id = ${p.groupId}
      and a.id = old.id and t.id = a.academic_task_id and c.academic_task_id = t.id
      and t.group_id = ${p.groupId} and t.status <> 'DRAFT' and not t.disabled
      and (
        (a.status = 'STARTED' and a.ends_at > ${now})
        or (a.status = 'AGREED' and t.start_at <= ${now}
            and ${now} < t.end_at + make_interval(mins => a.extra_minutes))
      )
    returning a.id, a.status, old.status as previous_status, a.agreed_at, a.started_at,
      a.ends_at, a.extra_minutes,
      (select coalesce(jsonb_agg(q.id order by q.n), '[]'::jsonb)
         from jsonb_array_elements_text(a.question_order) with ordinality as q(id, n)
         where not exists (
           select 1 from exam_question_entries e where e.id = q.id::uuid and e.disabled
         )) as question_ids`,
  );
  return row;
}

/** Per attempt of the exam: answers saved (not empty), and of those how many are marked. */
export async function answeredCounts(db: Queryable, taskId: string) {
  const answered = sql`(${examAnswers.answer} <> '' or ${examAnswers.fileId} is not null)`;
  return db
    .select({
      attemptId: examAnswers.attemptId,
      answered: sql<number>`count(*) filter (where ${answered})`.mapWith(Number),
      marked:
        sql<number>`count(*) filter (where ${answered} and ${examAnswers.marks} is not null)`.mapWith(
          Number,
        ),
    })
    .from(examAnswers)
    .where(eq(examAnswers.academicTaskId, taskId))
    .groupBy(examAnswers.attemptId);
}

/** The exam's attempts with the student's name and number, by name. */
export async function attemptsWithNames(db: Queryable, taskId: string) {
  return db
    .select({
      attempt: examAttempts,
      firstName: userProfiles.firstName,
      lastName: userProfiles.lastName,
      registrationNo: userProfiles.registrationNo,
    })
    .from(examAttempts)
    .innerJoin(userProfiles, eq(userProfiles.id, examAttempts.profileId))
    .where(eq(examAttempts.academicTaskId, taskId))
    .orderBy(asc(userProfiles.firstName), asc(userProfiles.lastName), asc(examAttempts.id));
}

/** Seconds past its end an attempt still takes saves; the server finalises after them. */
export const GRACE = sql.raw(`make_interval(secs => ${ANSWER_GRACE_SECONDS})`);

/** Per exam with attempts still started, the earliest of their ends. */
export async function openAttemptEnds(db: Queryable) {
  const rows = await db
    .select({
      academicTaskId: examAttempts.academicTaskId,
      endsAt: sql<Date>`min(${examAttempts.endsAt})`.mapWith((v) => new Date(v)),
    })
    .from(examAttempts)
    .where(and(eq(examAttempts.status, 'STARTED'), sql`${examAttempts.endsAt} is not null`))
    .groupBy(examAttempts.academicTaskId);
  return rows;
}

/** How many of the exam's attempts are at each state. */
export async function attemptCountsByStatus(db: Queryable, taskId: string) {
  const rows = await db
    .select({ status: examAttempts.status, n: sql<number>`count(*)`.mapWith(Number) })
    .from(examAttempts)
    .where(eq(examAttempts.academicTaskId, taskId))
    .groupBy(examAttempts.status);
  return new Map(rows.map((r) => [r.status, r.n]));
}

/** Every attempt of the exam, locked for the rest of the transaction (ending the exam). */
export async function lockAttemptsOfTask(tx: Queryable, instituteId: string, taskId: string) {
  return tx
    .select()
    .from(examAttempts)
    .where(and(eq(examAttempts.instituteId, instituteId), eq(examAttempts.academicTaskId, taskId)))
    .orderBy(asc(examAttempts.id))
    .for('update');
}
