import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client.js';
import {
  academicSessions,
  academicTerms,
  admissionApplications,
  memberships,
} from '../../db/schema/index.js';

// The academic_sessions table. Only the academic module writes it; other modules find
// sessions here (academic/index.ts).

export type AcademicSessionRow = typeof academicSessions.$inferSelect;

/** An institute's sessions, newest first. */
export async function sessionsOfInstitute(db: Queryable, instituteId: string) {
  return db
    .select()
    .from(academicSessions)
    .where(eq(academicSessions.instituteId, instituteId))
    .orderBy(desc(academicSessions.startDate), desc(academicSessions.name));
}

/** A session by id, of whichever institute (the public admission page names its institute apart). */
export async function findSessionById(db: Queryable, sessionId: string) {
  const [row] = await db
    .select()
    .from(academicSessions)
    .where(eq(academicSessions.id, sessionId))
    .limit(1);
  return row;
}

/** A session by id, only within its institute. */
export async function findSession(db: Queryable, instituteId: string, sessionId: string) {
  const [row] = await db
    .select()
    .from(academicSessions)
    .where(and(eq(academicSessions.id, sessionId), eq(academicSessions.instituteId, instituteId)))
    .limit(1);
  return row;
}

export async function insertSession(db: Queryable, values: typeof academicSessions.$inferInsert) {
  const [row] = await db.insert(academicSessions).values(values).returning();
  if (!row) throw new Error('session insert returned nothing');
  return row;
}

export async function updateAcademicSession(
  db: Queryable,
  instituteId: string,
  sessionId: string,
  values: { name: string; startDate: string; endDate: string },
) {
  const [row] = await db
    .update(academicSessions)
    .set(values)
    .where(and(eq(academicSessions.id, sessionId), eq(academicSessions.instituteId, instituteId)))
    .returning();
  return row;
}

/**
 * Exactly one active session among the institute's: this one. The institute's own pointer is the
 * groups module's; the service sets it in the same transaction (a query file calls no module).
 */
export async function activateSession(tx: Tx, instituteId: string, sessionId: string) {
  await tx
    .update(academicSessions)
    .set({ activeStatus: false })
    .where(and(eq(academicSessions.instituteId, instituteId), ne(academicSessions.id, sessionId)));
  await tx
    .update(academicSessions)
    .set({ activeStatus: true })
    .where(and(eq(academicSessions.instituteId, instituteId), eq(academicSessions.id, sessionId)));
}

export async function deleteAcademicSession(db: Queryable, instituteId: string, sessionId: string) {
  await db
    .delete(academicSessions)
    .where(and(eq(academicSessions.id, sessionId), eq(academicSessions.instituteId, instituteId)));
}

/** How many memberships, terms and admission applications name the session. */
export async function sessionUses(db: Queryable, sessionId: string) {
  const [members] = await db
    .select({ n: count() })
    .from(memberships)
    .where(eq(memberships.sessionId, sessionId));
  const [terms] = await db
    .select({ n: count() })
    .from(academicTerms)
    .where(eq(academicTerms.sessionId, sessionId));
  const [applications] = await db
    .select({ n: count() })
    .from(admissionApplications)
    .where(eq(admissionApplications.sessionId, sessionId));
  return (members?.n ?? 0) + (terms?.n ?? 0) + (applications?.n ?? 0);
}

/** Locks the session row until the transaction ends: its terms are checked one write at a time. */
export async function lockSession(tx: Tx, sessionId: string) {
  await tx
    .select({ id: academicSessions.id })
    .from(academicSessions)
    .where(eq(academicSessions.id, sessionId))
    .for('update');
}
