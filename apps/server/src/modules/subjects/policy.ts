import { type ClassSubjectsBody, firstRepeated, SUBJECT_TEXTS } from '@shala/shared';

/**
 * The subjects' rules over a class's list, as small predicates (who may call each route is
 * declared on the route: getSubject to read, manageSubjects to change). A class lists a subject
 * once and a teacher once per subject; an archived subject stays where it is but is given to no
 * new class; only the institute's teaching members (a role holding teachSubject) teach.
 */

/** What the rules read of the institute: its subjects, the class's current ones, its teachers. */
export type ClassListFacts = {
  subjects: ReadonlyMap<string, { name: string; archived: boolean }>;
  current: ReadonlySet<string>;
  teachers: ReadonlySet<string>;
};

/** Why the class's new list cannot be saved ([status, words]), or null. */
export function classListRefusal(
  list: ClassSubjectsBody['subjects'],
  facts: ClassListFacts,
): [404 | 409 | 400, string] | null {
  for (const entry of list) {
    const subject = facts.subjects.get(entry.subjectId);
    if (!subject) return [404, SUBJECT_TEXTS.subjectNotFound];
    if (subject.archived && !facts.current.has(entry.subjectId)) {
      return [409, SUBJECT_TEXTS.archivedSubject(subject.name)];
    }
    if (firstRepeated(entry.teacherIds, (id) => id)) return [400, SUBJECT_TEXTS.teacherTwice];
    if (entry.teacherIds.some((id) => !facts.teachers.has(id))) {
      return [400, SUBJECT_TEXTS.notATeacher];
    }
  }
  const twice = firstRepeated(list, (e) => e.subjectId);
  if (twice)
    return [400, SUBJECT_TEXTS.subjectTwice(facts.subjects.get(twice.subjectId)?.name ?? '')];
  return null;
}
