import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import {
  accounts,
  groups,
  subjects,
  timetableLessons,
  timetableLoadClasses,
  timetableLoads,
  timetableLoadTeachers,
  timetableRooms,
  timetableTeachers,
  timetableUnavailable,
  userProfiles,
} from '../../db/schema/index.js';

/** The SQL of the teaching load, the rooms, teachers' unavailable periods and placed lessons. */

const fullName = sql<string>`${userProfiles.firstName} || ' ' || ${userProfiles.lastName}`;

export type Named = { id: string; name: string };
export type LoadView = {
  id: string;
  subject: { id: string; name: string; code: string; colour: string | null };
  classes: Named[];
  teachers: Named[];
  room: Named | null;
  lessonsPerWeek: number;
  duration: number;
};
export type LessonRow = typeof timetableLessons.$inferSelect;

/** The institute's load, in the file's order, with names. */
export async function loadsOf(db: Queryable, instituteId: string): Promise<LoadView[]> {
  const rows = await db
    .select({
      load: timetableLoads,
      subject: {
        id: subjects.id,
        name: subjects.name,
        code: subjects.code,
        colour: subjects.colour,
      },
      room: { id: timetableRooms.id, name: timetableRooms.name },
    })
    .from(timetableLoads)
    .innerJoin(subjects, eq(subjects.id, timetableLoads.subjectId))
    .leftJoin(timetableRooms, eq(timetableRooms.id, timetableLoads.roomId))
    .where(eq(timetableLoads.instituteId, instituteId))
    .orderBy(asc(timetableLoads.position));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.load.id);
  const classRows = await db
    .select({ loadId: timetableLoadClasses.loadId, id: groups.id, name: groups.name })
    .from(timetableLoadClasses)
    .innerJoin(groups, eq(groups.id, timetableLoadClasses.classId))
    .where(inArray(timetableLoadClasses.loadId, ids))
    .orderBy(asc(groups.name));
  const teacherRows = await db
    .select({ loadId: timetableLoadTeachers.loadId, id: userProfiles.id, name: fullName })
    .from(timetableLoadTeachers)
    .innerJoin(userProfiles, eq(userProfiles.id, timetableLoadTeachers.profileId))
    .where(inArray(timetableLoadTeachers.loadId, ids))
    .orderBy(asc(userProfiles.firstName), asc(userProfiles.lastName));
  const grouped = <T extends { loadId: string }>(list: T[]) => {
    const map = new Map<string, Named[]>();
    for (const r of list)
      map.set(r.loadId, [
        ...(map.get(r.loadId) ?? []),
        { id: (r as unknown as Named).id, name: (r as unknown as Named).name },
      ]);
    return map;
  };
  const classesBy = grouped(classRows);
  const teachersBy = grouped(teacherRows);
  return rows.map((r) => ({
    id: r.load.id,
    subject: r.subject,
    classes: classesBy.get(r.load.id) ?? [],
    teachers: teachersBy.get(r.load.id) ?? [],
    room: r.room?.id ? { id: r.room.id, name: r.room.name } : null,
    lessonsPerWeek: r.load.lessonsPerWeek,
    duration: r.load.duration,
  }));
}

export function lessonsOf(db: Queryable, instituteId: string): Promise<LessonRow[]> {
  return db
    .select()
    .from(timetableLessons)
    .where(eq(timetableLessons.instituteId, instituteId))
    .orderBy(asc(timetableLessons.day), asc(timetableLessons.period));
}

export async function findLesson(
  db: Queryable,
  instituteId: string,
  id: string,
): Promise<LessonRow | undefined> {
  const [row] = await db
    .select()
    .from(timetableLessons)
    .where(and(eq(timetableLessons.instituteId, instituteId), eq(timetableLessons.id, id)))
    .limit(1);
  return row;
}

export async function moveLessonRow(
  db: Queryable,
  instituteId: string,
  id: string,
  changes: { day: number; period: number; fixed: boolean; updatedAt: Date },
): Promise<void> {
  await db
    .update(timetableLessons)
    .set(changes)
    .where(and(eq(timetableLessons.instituteId, instituteId), eq(timetableLessons.id, id)));
}

export function unavailableOf(db: Queryable, instituteId: string) {
  return db
    .select({
      teacherId: timetableUnavailable.profileId,
      day: timetableUnavailable.day,
      period: timetableUnavailable.period,
    })
    .from(timetableUnavailable)
    .where(eq(timetableUnavailable.instituteId, instituteId));
}

/** A teacher's weekly maximum of periods in the institute (null: none set). */
export async function maxPerWeekOf(
  db: Queryable,
  instituteId: string,
  teacherId: string,
): Promise<number | null> {
  const [row] = await db
    .select({ max: timetableTeachers.maxPerWeek })
    .from(timetableTeachers)
    .where(
      and(
        eq(timetableTeachers.instituteId, instituteId),
        eq(timetableTeachers.profileId, teacherId),
      ),
    );
  return row?.max ?? null;
}

export function roomsOf(db: Queryable, instituteId: string): Promise<Named[]> {
  return db
    .select({ id: timetableRooms.id, name: timetableRooms.name })
    .from(timetableRooms)
    .where(eq(timetableRooms.instituteId, instituteId))
    .orderBy(asc(timetableRooms.name));
}

/** The usernames of these profiles' accounts (the import matches a teacher by either). */
export function usernamesOf(db: Queryable, profileIds: readonly string[]) {
  if (profileIds.length === 0) return Promise.resolve([]);
  return db
    .select({ profileId: userProfiles.id, username: accounts.username })
    .from(userProfiles)
    .innerJoin(accounts, eq(accounts.id, userProfiles.accountId))
    .where(inArray(userProfiles.id, [...profileIds]));
}
