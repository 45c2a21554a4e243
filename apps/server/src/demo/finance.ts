import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { academicSessions, feeStructures, groups } from '../db/schema/index.js';
import type { Clock } from '../lib/clock.js';
import { findAccountByUsername, findDefaultProfile } from '../modules/people/index.js';
import { seedDemoFees } from './fees.js';
import { addOnce } from './once.js';
import { seedDemoPayments } from './payments.js';
import { seedFamilyCart } from './payments-family.js';
import { DEMO_SESSIONS } from './school.js';
import { seedDemoTransport } from './transport.js';

/**
 * The demo school's money (README "Its fees and payments"): fee structures for every class,
 * transport routes with riders, and months of payments recorded by Kavita Rao. Written in the
 * seed's transaction for a new school, or once for a school seeded before fees existed.
 */
export async function seedFinance(tx: Tx, clock: Clock, instituteId: string): Promise<number> {
  const sessions = await tx
    .select({ id: academicSessions.id, name: academicSessions.name })
    .from(academicSessions)
    .where(eq(academicSessions.instituteId, instituteId));
  const sessionNamed = (name: string) => sessions.find((s) => s.name === name)?.id;
  const sessionId = sessionNamed(DEMO_SESSIONS.active.name);
  const previousSessionId = sessionNamed(DEMO_SESSIONS.previous.name);
  const cashier = await findAccountByUsername(tx, 'kavita_rao');
  const cashierProfile = cashier && (await findDefaultProfile(tx, cashier.id));
  if (!sessionId || !previousSessionId || !cashierProfile) return 0;
  const classes = await tx
    .select({ id: groups.id, name: groups.name })
    .from(groups)
    .where(eq(groups.superGroupId, instituteId));
  const classId = (name: string) => classes.find((c) => c.name === name)?.id;

  await seedDemoFees(tx, clock, { instituteId, sessionId, previousSessionId, classId });
  // Before the payments: some of them pay transport dues.
  await seedDemoTransport(tx, clock, { instituteId, sessionId, classId });
  const at = { instituteId, sessionId, cashierProfileId: cashierProfile.id };
  const { payments } = await seedDemoPayments(tx, clock, at);
  // Aarav and Diya paid together today: a cart transaction to revert one receipt of (issue 22).
  return payments + (await seedFamilyCart(tx, clock, at));
}

/** Adds the money to a demo school seeded before it had any; answers the payments written. */
export async function addMissingDemoFinance(
  db: Db,
  clock: Clock,
  instituteId: string,
): Promise<number> {
  return addOnce(db, instituteId, feeStructures, (tx) => seedFinance(tx, clock, instituteId));
}
