import { subjectCode, subjectNameKey, TIMETABLE_TEXTS } from '@shala/shared';
import type { Queryable } from '../../db/client.js';
import { classesOfInstitute } from '../groups/index.js';
import { subjectsOfInstitute, teachersOfInstitute } from '../subjects/index.js';
import { roomsOf, usernamesOf } from './load-queries.js';

/**
 * What the import's names stand for in the institute: classes and subjects by name (case and
 * spacing aside), rooms by name, and teachers by full name or username among the institute's
 * teaching members. An unknown teacher is never made up nor looked for outside the institute:
 * an account joins an institute only when its holder accepts an invitation.
 */
export type InstituteNames = {
  classes: Map<string, string>;
  subjects: Map<string, string>;
  subjectCodes: Set<string>;
  rooms: Map<string, string>;
  /** Name or username → the profiles it may be (two teachers may share a name). */
  teachers: Map<string, string[]>;
};

export const nameKey = subjectNameKey;

export async function instituteNames(db: Queryable, instituteId: string): Promise<InstituteNames> {
  const [classRows, subjectRows, roomRows, teacherRows] = await Promise.all([
    classesOfInstitute(db, instituteId),
    subjectsOfInstitute(db, instituteId),
    roomsOf(db, instituteId),
    teachersOfInstitute(db, instituteId),
  ]);
  const usernames = await usernamesOf(
    db,
    teacherRows.map((t) => t.userProfileId),
  );
  const teachers = new Map<string, string[]>();
  const addTeacher = (key: string, id: string) => {
    const list = teachers.get(key) ?? [];
    if (!list.includes(id)) teachers.set(key, [...list, id]);
  };
  for (const t of teacherRows) addTeacher(nameKey(t.fullName), t.userProfileId);
  for (const u of usernames) addTeacher(nameKey(u.username), u.profileId);
  return {
    classes: new Map(classRows.map((c) => [nameKey(c.name), c.id])),
    subjects: new Map(subjectRows.map((s) => [nameKey(s.name), s.id])),
    subjectCodes: new Set(subjectRows.map((s) => s.code)),
    rooms: new Map(roomRows.map((r) => [nameKey(r.name), r.id])),
    teachers,
  };
}

/** The one teacher a name stands for, or the words why not. */
export function teacherNamed(names: InstituteNames, name: string): string | { error: string } {
  const found = names.teachers.get(nameKey(name)) ?? [];
  if (found.length === 1 && found[0]) return found[0];
  if (found.length > 1) {
    return { error: `Two teachers are called "${name}": name them by their username.` };
  }
  return { error: TIMETABLE_TEXTS.unknownTeacher(name) };
}

/** A short code for a new subject, not yet the institute's: "Physics Lab" → "PHYS", "PHYS2". */
export function freeSubjectCode(name: string, taken: Set<string>): string {
  const base =
    subjectCode(name)
      .replace(/[^A-Z0-9]/g, '')
      .slice(0, 4) || 'SUB';
  let code = base;
  for (let n = 2; taken.has(code); n += 1) code = `${base}${n}`;
  taken.add(code);
  return code;
}
