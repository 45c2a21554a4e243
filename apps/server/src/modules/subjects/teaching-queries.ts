import { and, eq, isNull, or } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import {
  academicSessions,
  classSubjects,
  classSubjectTeachers,
  groups,
  memberships,
  roles,
} from '../../db/schema/index.js';

/**
 * The classes a profile teaches in, in any institute: those it is class teacher of (a Teacher
 * membership of the class in the institute's active session, or in none) and those it teaches
 * a subject to. A calendar asks this without a session (a feed), so it reads no Caller.
 */
export async function classIdsTaughtBy(db: Queryable, profileId: string): Promise<string[]> {
  const [classTeacher, subjectTeacher] = await Promise.all([
    db
      .selectDistinct({ classId: memberships.groupId })
      .from(memberships)
      .innerJoin(groups, eq(groups.id, memberships.groupId))
      .innerJoin(roles, eq(roles.id, memberships.roleId))
      .leftJoin(academicSessions, eq(academicSessions.id, memberships.sessionId))
      .where(
        and(
          eq(memberships.profileId, profileId),
          eq(groups.type, 'CLASS'),
          eq(roles.builtinKey, 'TEACHER'),
          or(isNull(memberships.sessionId), eq(academicSessions.activeStatus, true)),
        ),
      ),
    db
      .selectDistinct({ classId: classSubjects.classId })
      .from(classSubjectTeachers)
      .innerJoin(classSubjects, eq(classSubjects.id, classSubjectTeachers.classSubjectId))
      .where(eq(classSubjectTeachers.profileId, profileId)),
  ]);
  return [...new Set([...classTeacher, ...subjectTeacher].map((r) => r.classId))];
}
