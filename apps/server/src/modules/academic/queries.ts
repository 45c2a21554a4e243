import { desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { academicSessions } from '../../db/schema/index.js';

export type AcademicSessionRow = typeof academicSessions.$inferSelect;

/** An institute's sessions, newest first. */
export async function sessionsOfInstitute(db: Db | Tx, instituteId: string) {
  return db
    .select()
    .from(academicSessions)
    .where(eq(academicSessions.instituteId, instituteId))
    .orderBy(desc(academicSessions.startDate), desc(academicSessions.name));
}
