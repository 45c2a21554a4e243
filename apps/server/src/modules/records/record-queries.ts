import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { studentRecords } from '../../db/schema/index.js';

export type StudentRecordRow = typeof studentRecords.$inferSelect;
export type StudentRecordValues = Omit<StudentRecordRow, 'profileId' | 'updatedAt'>;

export async function findStudentRecord(db: Queryable, profileId: string) {
  const [row] = await db
    .select()
    .from(studentRecords)
    .where(eq(studentRecords.profileId, profileId));
  return row;
}

/** The record's own fields, written whole (one row per person). */
export async function saveStudentRecord(
  db: Queryable,
  profileId: string,
  values: StudentRecordValues,
  now: Date,
) {
  await db
    .insert(studentRecords)
    .values({ profileId, ...values, updatedAt: now })
    .onConflictDoUpdate({
      target: studentRecords.profileId,
      set: { ...values, updatedAt: now },
    });
}
