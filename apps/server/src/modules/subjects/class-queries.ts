import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import {
  classSubjects,
  classSubjectTeachers,
  groups,
  memberships,
  roles,
  subjects,
  userProfiles,
} from '../../db/schema/index.js';

/** The SQL of a class's subjects and who teaches them, and of a teacher's classes. */

export type Person = { userProfileId: string; fullName: string };

const fullName = sql<string>`${userProfiles.firstName} || ' ' || ${userProfiles.lastName}`;

/** The class (a CLASS group of the institute) with its name, or undefined. */
export async function findClass(db: Queryable, instituteId: string, classId: string) {
  const [row] = await db
    .select({ id: groups.id, name: groups.name })
    .from(groups)
    .where(
      and(eq(groups.id, classId), eq(groups.type, 'CLASS'), eq(groups.superGroupId, instituteId)),
    )
    .limit(1);
  return row;
}

/**
 * Holds the class's row until the transaction ends: two saves of one class's list run one after
 * the other, so the second replaces the first instead of colliding with it.
 */
export async function lockClass(db: Queryable, classId: string) {
  await db.select({ id: groups.id }).from(groups).where(eq(groups.id, classId)).for('update');
}

export type ClassSubjectRow = {
  id: string;
  subjectId: string;
  name: string;
  code: string;
  colour: string | null;
  archived: boolean;
};

/** The class's subjects, by name. */
export function subjectsOfClass(db: Queryable, classId: string): Promise<ClassSubjectRow[]> {
  return db
    .select({
      id: classSubjects.id,
      subjectId: subjects.id,
      name: subjects.name,
      code: subjects.code,
      colour: subjects.colour,
      archived: subjects.archived,
    })
    .from(classSubjects)
    .innerJoin(subjects, eq(subjects.id, classSubjects.subjectId))
    .where(eq(classSubjects.classId, classId))
    .orderBy(asc(subjects.name));
}

/** The teachers of the class's subjects, by the class subject's id. */
export async function teachersOfClass(
  db: Queryable,
  classId: string,
): Promise<Map<string, Person[]>> {
  const rows = await db
    .select({
      classSubjectId: classSubjectTeachers.classSubjectId,
      userProfileId: userProfiles.id,
      fullName,
    })
    .from(classSubjectTeachers)
    .innerJoin(classSubjects, eq(classSubjects.id, classSubjectTeachers.classSubjectId))
    .innerJoin(userProfiles, eq(userProfiles.id, classSubjectTeachers.profileId))
    .where(eq(classSubjects.classId, classId))
    .orderBy(asc(userProfiles.firstName), asc(userProfiles.lastName));
  const byId = new Map<string, Person[]>();
  for (const r of rows) {
    const list = byId.get(r.classSubjectId) ?? [];
    list.push({ userProfileId: r.userProfileId, fullName: r.fullName });
    byId.set(r.classSubjectId, list);
  }
  return byId;
}

/** The class teacher(s): Teacher members of the class in the session (or in every session). */
export function classTeachersOf(
  db: Queryable,
  classId: string,
  sessionId: string | null,
): Promise<Person[]> {
  return db
    .selectDistinct({ userProfileId: userProfiles.id, fullName })
    .from(memberships)
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .innerJoin(userProfiles, eq(userProfiles.id, memberships.profileId))
    .where(
      and(
        eq(memberships.groupId, classId),
        eq(roles.builtinKey, 'TEACHER'),
        sessionId
          ? or(isNull(memberships.sessionId), eq(memberships.sessionId, sessionId))
          : undefined,
      ),
    )
    .orderBy(fullName);
}

/**
 * The institute's people who may teach a subject: a membership of the institute or one of its
 * classes under a role holding teachSubject. Limited to `profileIds` when given.
 */
export function teachersOfInstitute(
  db: Queryable,
  instituteId: string,
  profileIds?: readonly string[],
): Promise<Person[]> {
  return db
    .selectDistinct({ userProfileId: userProfiles.id, fullName })
    .from(memberships)
    .innerJoin(groups, eq(groups.id, memberships.groupId))
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .innerJoin(userProfiles, eq(userProfiles.id, memberships.profileId))
    .where(
      and(
        or(eq(groups.id, instituteId), eq(groups.superGroupId, instituteId)),
        eq(roles.instituteId, instituteId),
        sql`'teachSubject' = any(${roles.permissions})`,
        profileIds ? inArray(userProfiles.id, [...profileIds]) : undefined,
      ),
    )
    .orderBy(fullName);
}

/** Removes the class's subjects not in `keep` (their teachers go with them). */
export async function removeClassSubjectsExcept(
  db: Queryable,
  classId: string,
  keep: readonly string[],
) {
  const rows = await db
    .select({ id: classSubjects.id, subjectId: classSubjects.subjectId })
    .from(classSubjects)
    .where(eq(classSubjects.classId, classId));
  const gone = rows.filter((r) => !keep.includes(r.subjectId)).map((r) => r.id);
  if (gone.length > 0) await db.delete(classSubjects).where(inArray(classSubjects.id, gone));
}

/**
 * The class's subject rows for `subjectIds`, made where missing: an existing row keeps its id,
 * which what later issues hang on a class's subject (periods, marks) names.
 */
export async function ensureClassSubjects(
  db: Queryable,
  p: { instituteId: string; classId: string; subjectIds: readonly string[]; now: Date },
): Promise<Map<string, string>> {
  if (p.subjectIds.length > 0) {
    await db
      .insert(classSubjects)
      .values(
        p.subjectIds.map((subjectId) => ({
          instituteId: p.instituteId,
          classId: p.classId,
          subjectId,
          createdAt: p.now,
        })),
      )
      .onConflictDoNothing({ target: [classSubjects.classId, classSubjects.subjectId] });
  }
  const rows = await db
    .select({ id: classSubjects.id, subjectId: classSubjects.subjectId })
    .from(classSubjects)
    .where(eq(classSubjects.classId, p.classId));
  return new Map(rows.map((r) => [r.subjectId, r.id]));
}

/** Sets the teachers of the class's subjects: every earlier one of the class is replaced. */
export async function replaceClassTeachers(
  db: Queryable,
  p: {
    instituteId: string;
    classSubjectIds: readonly string[];
    rows: { classSubjectId: string; profileId: string }[];
  },
) {
  if (p.classSubjectIds.length > 0) {
    await db
      .delete(classSubjectTeachers)
      .where(inArray(classSubjectTeachers.classSubjectId, [...p.classSubjectIds]));
  }
  if (p.rows.length > 0) {
    await db
      .insert(classSubjectTeachers)
      .values(p.rows.map((r) => ({ ...r, instituteId: p.instituteId })));
  }
}

export type TaughtRow = {
  classId: string;
  className: string;
  subjectId: string;
  name: string;
  code: string;
  colour: string | null;
};

/** The class subjects the profile teaches in the institute. */
export function taughtBy(
  db: Queryable,
  instituteId: string,
  profileId: string,
): Promise<TaughtRow[]> {
  return db
    .select({
      classId: groups.id,
      className: groups.name,
      subjectId: subjects.id,
      name: subjects.name,
      code: subjects.code,
      colour: subjects.colour,
    })
    .from(classSubjectTeachers)
    .innerJoin(classSubjects, eq(classSubjects.id, classSubjectTeachers.classSubjectId))
    .innerJoin(groups, eq(groups.id, classSubjects.classId))
    .innerJoin(subjects, eq(subjects.id, classSubjects.subjectId))
    .where(
      and(
        eq(classSubjectTeachers.profileId, profileId),
        eq(classSubjectTeachers.instituteId, instituteId),
      ),
    )
    .orderBy(asc(subjects.name));
}

/** A teacher who left the institute teaches none of its classes' subjects any more. */
export async function dropTeacherOfInstitute(
  db: Queryable,
  instituteId: string,
  profileId: string,
) {
  await db
    .delete(classSubjectTeachers)
    .where(
      and(
        eq(classSubjectTeachers.profileId, profileId),
        eq(classSubjectTeachers.instituteId, instituteId),
      ),
    );
}

/**
 * Adds a subject to a class with these teachers, keeping what the class has (the timetable's
 * import: the load names who teaches what, and the class's list learns it).
 */
export async function addClassSubjectTeachers(
  db: Queryable,
  input: {
    instituteId: string;
    classId: string;
    subjectId: string;
    teacherIds: readonly string[];
    now: Date;
  },
): Promise<void> {
  await db
    .insert(classSubjects)
    .values({
      instituteId: input.instituteId,
      classId: input.classId,
      subjectId: input.subjectId,
      createdAt: input.now,
    })
    .onConflictDoNothing();
  const [row] = await db
    .select({ id: classSubjects.id })
    .from(classSubjects)
    .where(
      and(eq(classSubjects.classId, input.classId), eq(classSubjects.subjectId, input.subjectId)),
    );
  if (!row || input.teacherIds.length === 0) return;
  await db
    .insert(classSubjectTeachers)
    .values(
      input.teacherIds.map((profileId) => ({
        classSubjectId: row.id,
        profileId,
        instituteId: input.instituteId,
      })),
    )
    .onConflictDoNothing();
}
