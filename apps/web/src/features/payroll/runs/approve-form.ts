import { acceptedMediums, type FinancialAccountView, type PaymentMethod } from '@shala/shared';

/**
 * Approving a month pays the salaries out of one financial account, by a medium that account
 * accepts: the active accounts to choose from, and each one's mediums.
 */
export type Approval = { financialAccountId: string; paymentMedium: PaymentMethod | '' };

/** The active accounts, and the mediums of the chosen one. */
export function approvalChoices(accounts: readonly FinancialAccountView[], accountId: string) {
  const active = accounts.filter((a) => a.active);
  const chosen = active.find((a) => a.id === accountId);
  return { accounts: active, mediums: acceptedMediums(chosen?.acceptanceMediums) };
}

/** Salaries go by bank transfer where the account takes it. */
const PREFERRED: readonly PaymentMethod[] = ['NEFT', 'ONLINE_TRANSFER', 'RTGS', 'BANK_CHEQUE'];

/** Another account: the medium kept when it accepts it, else a bank transfer or its only one. */
export function withAccount(
  accounts: readonly FinancialAccountView[],
  approval: Approval,
  accountId: string,
): Approval {
  const { mediums } = approvalChoices(accounts, accountId);
  const kept = approval.paymentMedium && mediums.includes(approval.paymentMedium);
  const preferred = PREFERRED.find((m) => mediums.includes(m));
  return {
    financialAccountId: accountId,
    paymentMedium: kept
      ? approval.paymentMedium
      : (preferred ?? (mediums.length === 1 ? (mediums[0] ?? '') : '')),
  };
}

/** The first choice: the only active account, if there is one. */
export function firstApproval(accounts: readonly FinancialAccountView[]): Approval {
  const active = accounts.filter((a) => a.active);
  const blank: Approval = { financialAccountId: '', paymentMedium: '' };
  return active.length === 1 && active[0] ? withAccount(accounts, blank, active[0].id) : blank;
}
