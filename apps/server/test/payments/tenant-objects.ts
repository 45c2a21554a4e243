import { financialAccounts } from '../../src/db/schema/index.js';
import type { TestContext } from '../support/app.js';

/**
 * Payment objects of an institute for the cross-tenant suites (platform/cross-tenant*.test.ts):
 * a financial account, named from another institute, must be refused there.
 */
export async function paymentObjectsOf(t: TestContext, instituteId: string) {
  const [account] = await t.app.deps.database.db
    .insert(financialAccounts)
    .values({
      instituteId,
      accountName: 'Their Cash Counter',
      acceptanceMediums: ['CASH'],
      createdAt: t.clock.now(),
    })
    .returning();
  if (!account) throw new Error('account not created');
  return { accountId: account.id, accountName: account.accountName };
}
