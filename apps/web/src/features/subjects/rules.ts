import type { ClassSubjectsBody, ClassSubjectsView, SubjectView } from '@shala/shared';

/** What the class editor holds: the subjects ticked for the class, each with its teachers' ids. */
export type Chosen = ReadonlyMap<string, readonly string[]>;

/** The class's saved subjects and teachers, as the editor starts from them. */
export const chosenOf = (view: ClassSubjectsView): Chosen =>
  new Map(view.subjects.map((s) => [s.subjectId, s.teachers.map((t) => t.userProfileId)]));

/** The subjects the class may tick: the kept ones, and archived ones it has already. */
export const offered = (all: readonly SubjectView[], view: ClassSubjectsView): SubjectView[] =>
  all.filter((s) => !s.archived || view.subjects.some((c) => c.subjectId === s.id));

/** The PUT's body: the ticked subjects in the list's order, each with its teachers. */
export const classListBody = (
  classId: string,
  subjects: readonly SubjectView[],
  chosen: Chosen,
): ClassSubjectsBody => ({
  groupId: classId,
  subjects: subjects.flatMap((s) => {
    const teacherIds = chosen.get(s.id);
    return teacherIds ? [{ subjectId: s.id, teacherIds: [...teacherIds] }] : [];
  }),
});
