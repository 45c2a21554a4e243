import { and, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { type TimetableSlot, timetableWeeks } from '../../db/schema/index.js';

/** The SQL of the school's week: the institute's row (class_id null) and classes' own. */

export type WeekRow = typeof timetableWeeks.$inferSelect;

export async function instituteWeek(
  db: Queryable,
  instituteId: string,
): Promise<WeekRow | undefined> {
  const [row] = await db
    .select()
    .from(timetableWeeks)
    .where(and(eq(timetableWeeks.instituteId, instituteId), isNull(timetableWeeks.classId)))
    .limit(1);
  return row;
}

/** Classes' own weeks (where they differ from the institute's). */
export function classWeeks(db: Queryable, instituteId: string): Promise<WeekRow[]> {
  return db.select().from(timetableWeeks).where(eq(timetableWeeks.instituteId, instituteId));
}

export async function saveInstituteWeek(
  db: Queryable,
  instituteId: string,
  week: { days: number[]; slots: TimetableSlot[]; maxConsecutive: number },
  now: Date,
): Promise<void> {
  const existing = await instituteWeek(db, instituteId);
  if (existing) {
    await db
      .update(timetableWeeks)
      .set({ ...week, updatedAt: now })
      .where(eq(timetableWeeks.id, existing.id));
  } else {
    await db.insert(timetableWeeks).values({ instituteId, classId: null, ...week, updatedAt: now });
  }
}

export async function classWeek(
  db: Queryable,
  instituteId: string,
  classId: string,
): Promise<WeekRow | undefined> {
  const [row] = await db
    .select()
    .from(timetableWeeks)
    .where(and(eq(timetableWeeks.instituteId, instituteId), eq(timetableWeeks.classId, classId)))
    .limit(1);
  return row;
}

export async function deleteClassWeek(
  db: Queryable,
  instituteId: string,
  classId: string,
): Promise<void> {
  await db
    .delete(timetableWeeks)
    .where(and(eq(timetableWeeks.instituteId, instituteId), eq(timetableWeeks.classId, classId)));
}

export async function saveClassWeek(
  db: Queryable,
  instituteId: string,
  classId: string,
  week: { days: number[]; slots: TimetableSlot[]; maxConsecutive: number },
  now: Date,
): Promise<void> {
  const existing = await classWeek(db, instituteId, classId);
  if (existing) {
    await db
      .update(timetableWeeks)
      .set({ ...week, updatedAt: now })
      .where(eq(timetableWeeks.id, existing.id));
  } else {
    await db.insert(timetableWeeks).values({ instituteId, classId, ...week, updatedAt: now });
  }
}
