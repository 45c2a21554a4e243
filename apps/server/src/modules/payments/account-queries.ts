import { and, asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { financialAccounts } from '../../db/schema/index.js';

/** The SQL of financial accounts: every read by id names the institute too. */

export type AccountRow = typeof financialAccounts.$inferSelect;
export type NewAccount = typeof financialAccounts.$inferInsert;

export function accountsOfInstitute(db: Queryable, instituteId: string): Promise<AccountRow[]> {
  return db
    .select()
    .from(financialAccounts)
    .where(eq(financialAccounts.instituteId, instituteId))
    .orderBy(asc(financialAccounts.accountName));
}

export async function findAccount(
  db: Queryable,
  instituteId: string,
  id: string,
): Promise<AccountRow | undefined> {
  const [row] = await db
    .select()
    .from(financialAccounts)
    .where(and(eq(financialAccounts.instituteId, instituteId), eq(financialAccounts.id, id)))
    .limit(1);
  return row;
}

export async function insertAccount(db: Queryable, values: NewAccount): Promise<AccountRow> {
  const [row] = await db.insert(financialAccounts).values(values).returning();
  if (!row) throw new Error('financial account insert returned nothing');
  return row;
}

export async function updateAccount(
  db: Queryable,
  instituteId: string,
  id: string,
  changes: Partial<Pick<AccountRow, 'accountName' | 'acceptanceMediums' | 'bankName' | 'active'>>,
): Promise<AccountRow | undefined> {
  const [row] = await db
    .update(financialAccounts)
    .set(changes)
    .where(and(eq(financialAccounts.instituteId, instituteId), eq(financialAccounts.id, id)))
    .returning();
  return row;
}
