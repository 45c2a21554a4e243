import {
  type ClassSubjectsView,
  type SubjectView,
  sortClasses,
  type TaughtClass,
} from '@shala/shared';
import type { ClassSubjectRow, Person, TaughtRow } from './class-queries.js';
import type { SubjectWithClasses } from './subject-queries.js';

/** Rows to their wire shapes: columns added later never leak. */

/** Subject names in the reader's order ("English" before "EVS"), whatever the database collates. */
export const byName =
  <T>(nameOf: (item: T) => string) =>
  (a: T, b: T) =>
    nameOf(a).localeCompare(nameOf(b), 'en-IN', { sensitivity: 'base', numeric: true });

export const toSubject = (row: SubjectWithClasses): SubjectView => ({
  id: row.id,
  name: row.name,
  code: row.code,
  colour: row.colour,
  archived: row.archived,
  classes: row.classes,
});

export function toClassSubjects(
  klass: { id: string; name: string },
  classTeachers: Person[],
  rows: readonly ClassSubjectRow[],
  teachers: ReadonlyMap<string, Person[]>,
): ClassSubjectsView {
  return {
    classId: klass.id,
    className: klass.name,
    classTeachers,
    subjects: [...rows].sort(byName((r) => r.name)).map((r) => ({
      subjectId: r.subjectId,
      name: r.name,
      code: r.code,
      colour: r.colour,
      archived: r.archived,
      teachers: teachers.get(r.id) ?? [],
    })),
  };
}

/**
 * A teacher's classes: those they are class teacher of (with the subjects they teach there, if
 * any) and those where they teach a subject, in school order.
 */
export function toTaughtClasses(
  classTeacherOf: readonly { id: string; name: string }[],
  rows: readonly TaughtRow[],
): TaughtClass[] {
  const byClass = new Map<string, TaughtClass>();
  for (const c of classTeacherOf) {
    byClass.set(c.id, { classId: c.id, className: c.name, classTeacher: true, subjects: [] });
  }
  for (const r of rows) {
    const entry = byClass.get(r.classId) ?? {
      classId: r.classId,
      className: r.className,
      classTeacher: false,
      subjects: [],
    };
    entry.subjects.push({ id: r.subjectId, name: r.name, code: r.code, colour: r.colour });
    byClass.set(r.classId, entry);
  }
  for (const entry of byClass.values()) entry.subjects.sort(byName((s) => s.name));
  return sortClasses([...byClass.values()], (c) => c.className);
}
