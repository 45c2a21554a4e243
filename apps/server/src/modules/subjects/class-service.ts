import {
  type ClassSubjectsBody,
  type ClassSubjectsView,
  SUBJECT_TEXTS,
  type TaughtClass,
} from '@shala/shared';
import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/client.js';
import { AppError, notFound } from '../../lib/errors.js';
import { recordAudit } from '../audit/index.js';
import { type Caller, classTeacherships, type GroupScope } from '../permissions/index.js';
import {
  classTeachersOf,
  ensureClassSubjects,
  findClass,
  lockClass,
  type Person,
  removeClassSubjectsExcept,
  replaceClassTeachers,
  subjectsOfClass,
  taughtBy,
  teachersOfClass,
  teachersOfInstitute,
} from './class-queries.js';
import { classListRefusal } from './policy.js';
import { toClassSubjects, toTaughtClasses } from './presenters.js';
import { subjectsOfInstitute } from './subject-queries.js';

/**
 * A class's subjects and who teaches each (issue 24 §0), and a teacher's classes. The class
 * teacher stays a class membership (Teacher role); a subject's teachers are any of the
 * institute's teaching members.
 */

/** The class the call names (its group); an institute named where a class is wanted is a 404. */
async function classOf(db: Queryable, scope: GroupScope) {
  const klass = scope.type === 'CLASS' ? await findClass(db, scope.instituteId, scope.id) : null;
  if (!klass) throw notFound(SUBJECT_TEXTS.classNotFound);
  return klass;
}

async function viewOfClass(
  db: Queryable,
  scope: GroupScope,
  klass: { id: string; name: string },
): Promise<ClassSubjectsView> {
  // One after another: inside a transaction they share one connection.
  const rows = await subjectsOfClass(db, klass.id);
  const teachers = await teachersOfClass(db, klass.id);
  const classTeachers = await classTeachersOf(db, klass.id, scope.activeSessionId);
  return toClassSubjects(klass, classTeachers, rows, teachers);
}

/** GET /rest/subjects/class (groupId: the class). */
export async function classSubjectsOf(
  ctx: AppContext,
  scope: GroupScope,
): Promise<ClassSubjectsView> {
  return viewOfClass(ctx.db, scope, await classOf(ctx.db, scope));
}

/**
 * PUT /rest/subjects/class: the class's whole list in one change. A subject left out is removed
 * with its teachers; one kept keeps its row. Nothing is written when any entry is refused.
 */
export function saveClassSubjects(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  body: ClassSubjectsBody,
): Promise<ClassSubjectsView> {
  return ctx.db.transaction(async (tx) => {
    const klass = await classOf(tx, scope);
    await lockClass(tx, klass.id);
    const named = [...new Set(body.subjects.flatMap((s) => s.teacherIds))];
    const all = await subjectsOfInstitute(tx, scope.instituteId);
    const current = await subjectsOfClass(tx, klass.id);
    const teachers =
      named.length > 0 ? await teachersOfInstitute(tx, scope.instituteId, named) : [];
    const refusal = classListRefusal(body.subjects, {
      subjects: new Map(all.map((s) => [s.id, s])),
      current: new Set(current.map((c) => c.subjectId)),
      teachers: new Set(teachers.map((t) => t.userProfileId)),
    });
    if (refusal) throw new AppError(refusal[0], refusal[1]);

    const subjectIds = body.subjects.map((s) => s.subjectId);
    await removeClassSubjectsExcept(tx, klass.id, subjectIds);
    const rowOf = await ensureClassSubjects(tx, {
      instituteId: scope.instituteId,
      classId: klass.id,
      subjectIds,
      now: ctx.clock.now(),
    });
    const rows = body.subjects.flatMap((s) =>
      s.teacherIds.map((profileId) => ({
        classSubjectId: rowOf.get(s.subjectId) ?? '',
        profileId,
      })),
    );
    await replaceClassTeachers(tx, {
      instituteId: scope.instituteId,
      classSubjectIds: [...rowOf.values()],
      rows,
    });
    const view = await viewOfClass(tx, scope, klass);
    await recordAudit(tx, ctx, caller, {
      instituteId: scope.instituteId,
      action: 'subject.classSaved',
      targetType: 'group',
      targetId: klass.id,
      detail: {
        name: klass.name,
        subjects: view.subjects.map((s) => s.name),
        teachers: rows.length,
      },
    });
    return view;
  });
}

/** GET /rest/subjects/teachers: who may be named a subject's teacher in the institute. */
export function teachersOf(ctx: AppContext, scope: GroupScope): Promise<Person[]> {
  return teachersOfInstitute(ctx.db, scope.instituteId);
}

/**
 * GET /rest/subjects/mine, and the teacher's dashboard: the classes the caller is class teacher
 * of in the session, and those where they teach a subject, with the subjects.
 */
export async function classesTaughtBy(
  db: Queryable,
  caller: Pick<Caller, 'profileId' | 'memberships'>,
  scope: Pick<GroupScope, 'instituteId'> & { sessionId: string | null },
): Promise<TaughtClass[]> {
  const classTeacherOf = classTeacherships(
    caller.memberships,
    scope.instituteId,
    scope.sessionId,
  ).map((m) => ({ id: m.groupId, name: m.groupName }));
  const rows = await taughtBy(db, scope.instituteId, caller.profileId);
  return toTaughtClasses(classTeacherOf, rows);
}
