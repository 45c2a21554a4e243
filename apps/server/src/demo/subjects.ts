import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { classSubjects, classSubjectTeachers, groups, subjects } from '../db/schema/index.js';
import type { Clock } from '../lib/clock.js';
import { findAccountByUsername, findDefaultProfile } from '../modules/people/index.js';
import { addOnce } from './once.js';
import { TEACHER_CLASS } from './school.js';

/**
 * Demo Public School's subjects (issue 24 §0): every class has the subjects of its stage from
 * the institute's starting list, and the demo teachers teach some of them: Asha Verma English
 * and EVS in her Class 5 A and English in Class 5 B; Anita Desai, the principal, Mathematics in
 * Class 10 A. The other subjects wait for a teacher, as in a school's first week.
 */

/** The subjects of a stage, by the class's level. */
export function demoSubjectsOf(level: string): string[] {
  const n = Number(/^Class (\d+)$/.exec(level)?.[1] ?? 0);
  if (n === 0) return ['English', 'Hindi', 'Mathematics', 'EVS', 'Art', 'Music'];
  if (n <= 5) {
    return [
      'English',
      'Hindi',
      'Mathematics',
      'EVS',
      'Computer Science',
      'Art',
      'Physical Education',
    ];
  }
  return [
    'English',
    'Hindi',
    'Sanskrit',
    'Mathematics',
    'Science',
    'Social Science',
    'Computer Science',
    'Physical Education',
  ];
}

/** Who teaches what: username, class, subjects. */
export const DEMO_SUBJECT_TEACHERS = [
  { username: 'asha_verma', className: TEACHER_CLASS, subjects: ['English', 'EVS'] },
  { username: 'asha_verma', className: 'Class 5 B', subjects: ['English'] },
  { username: 'anita_desai', className: 'Class 10 A', subjects: ['Mathematics'] },
] as const;

/** Writes the classes' subjects and teachers; answers how many class subjects it wrote. */
export async function seedSubjects(tx: Tx, clock: Clock, instituteId: string): Promise<number> {
  const now = clock.now();
  const subjectRows = await tx
    .select({ id: subjects.id, name: subjects.name })
    .from(subjects)
    .where(eq(subjects.instituteId, instituteId));
  const subjectId = new Map(subjectRows.map((s) => [s.name, s.id]));
  const classes = await tx
    .select({ id: groups.id, name: groups.name, level: groups.level })
    .from(groups)
    .where(and(eq(groups.superGroupId, instituteId), eq(groups.type, 'CLASS')));
  const values = classes.flatMap((c) =>
    demoSubjectsOf(c.level ?? '').flatMap((name) => {
      const id = subjectId.get(name);
      return id ? [{ instituteId, classId: c.id, subjectId: id, createdAt: now }] : [];
    }),
  );
  if (values.length === 0) return 0;
  const written = await tx.insert(classSubjects).values(values).returning({
    id: classSubjects.id,
    classId: classSubjects.classId,
    subjectId: classSubjects.subjectId,
  });
  const classId = new Map(classes.map((c) => [c.name, c.id]));
  const teachers: (typeof classSubjectTeachers.$inferInsert)[] = [];
  for (const entry of DEMO_SUBJECT_TEACHERS) {
    const account = await findAccountByUsername(tx, entry.username);
    const profile = account && (await findDefaultProfile(tx, account.id));
    if (!profile) continue;
    for (const name of entry.subjects) {
      const row = written.find(
        (w) => w.classId === classId.get(entry.className) && w.subjectId === subjectId.get(name),
      );
      if (row) teachers.push({ classSubjectId: row.id, profileId: profile.id, instituteId });
    }
  }
  if (teachers.length > 0) await tx.insert(classSubjectTeachers).values(teachers);
  return written.length;
}

/** A school seeded before it had subjects gets them once (its subject list came by migration). */
export function addMissingDemoSubjects(db: Db, clock: Clock, instituteId: string): Promise<number> {
  return addOnce(db, instituteId, classSubjects, (tx) => seedSubjects(tx, clock, instituteId));
}
