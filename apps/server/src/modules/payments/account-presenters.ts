import type { FinancialAccountView } from '@shala/shared';
import type { AccountRow } from './account-queries.js';

/** A financial account on the wire: its mediums comma-separated (spec §3). */
export function toAccount(row: AccountRow): FinancialAccountView {
  return {
    id: row.id,
    accountName: row.accountName,
    acceptanceMediums: row.acceptanceMediums.join(','),
    bankName: row.bankName,
    active: row.active,
  };
}
