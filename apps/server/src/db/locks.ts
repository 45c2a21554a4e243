import { sql } from 'drizzle-orm';
import type { Tx } from './client.js';

// Transaction-scoped advisory locks that several modules take (groups, roles, invitations,
// admin). They lock no table of their own, so they live with the database, not in a module.

/**
 * Serialises class and membership changes of one institute for the rest of the transaction, so
 * two admins cannot both pass a duplicate-name or last-admin check at once.
 */
export async function lockInstitute(tx: Tx, instituteId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`groups:${instituteId}`}))`);
}

/**
 * Serialises institute creation for the rest of the transaction, so that two super admins
 * creating the same name at once cannot both pass the duplicate check (names have no unique
 * index). The lock is held until commit or rollback.
 */
export async function lockInstituteNames(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('shala:institute-names'))`);
}
