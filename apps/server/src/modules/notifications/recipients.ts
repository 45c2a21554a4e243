import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { guardianLinks, memberships, roles } from '../../db/schema/index.js';

/** Members of the institute (itself, not its classes) whose role holds `action`. */
export async function holdersOf(db: Queryable, instituteId: string, action: string) {
  const rows = await db
    .selectDistinct({ id: memberships.profileId })
    .from(memberships)
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .where(and(eq(memberships.groupId, instituteId), sql`${action} = any(${roles.permissions})`));
  return rows.map((r) => r.id);
}

/**
 * Who hears of a student's money (fee reminders, payments received and reverted): the
 * guardians, who pay, and whoever paid (an online payer). The student only when they paid
 * themselves or no guardian is linked (an adult student, or a family without a parent account):
 * then they are the family's contact for fees. A child with an account of their own gets no
 * dunning and no receipts in their bell (issue 22: Rohan's bell got his father's "Payment
 * received"); they still see their dues in Upcoming Deadlines and Fee details.
 */
export async function feeAudience(
  db: Queryable,
  studentId: string,
  payerId?: string | null,
): Promise<{ guardians: string[]; student: boolean }> {
  const rows = await db
    .select({ id: guardianLinks.parentProfileId })
    .from(guardianLinks)
    .where(eq(guardianLinks.studentProfileId, studentId));
  const guardians = new Set(rows.map((r) => r.id));
  if (payerId && payerId !== studentId) guardians.add(payerId);
  return {
    guardians: [...guardians],
    student: payerId === studentId || guardians.size === 0,
  };
}
