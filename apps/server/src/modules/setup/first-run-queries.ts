import { eq, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client.js';
import { accounts } from '../../db/schema/accounts.js';
import { groups } from '../../db/schema/institutes.js';

/** One first run at a time: two visitors submitting together are taken in turn. */
export async function lockFirstRun(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('shala:first-run'))`);
}

/**
 * The first run is open while the platform has no super admin and no institute: a portal
 * started with INITIAL_ADMIN_* or filled by the demo is set up already.
 */
export async function isFirstRunOpen(db: Queryable): Promise<boolean> {
  const [admin] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.accountRole, 'ROLE_SUPER_ADMIN'))
    .limit(1);
  if (admin) return false;
  const [institute] = await db
    .select({ id: groups.id })
    .from(groups)
    .where(eq(groups.type, 'INSTITUTE'))
    .limit(1);
  return !institute;
}
