import type { FinancialAccountView } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import { approvalChoices, firstApproval, withAccount } from './approve-form';

const account = (id: string, mediums: string, active = true): FinancialAccountView => ({
  id,
  accountName: `Account ${id}`,
  acceptanceMediums: mediums,
  bankName: null,
  active,
});

const bank = account('bank', 'CASH,NEFT,BANK_CHEQUE');
const cash = account('cash', 'CASH');
const closed = account('old', 'NEFT', false);

describe('paying the salaries out', () => {
  it('offers the active accounts and the mediums of the chosen one', () => {
    expect(approvalChoices([bank, cash, closed], '').accounts.map((a) => a.id)).toEqual([
      'bank',
      'cash',
    ]);
    expect(approvalChoices([bank, cash], 'bank').mediums).toEqual(['CASH', 'NEFT', 'BANK_CHEQUE']);
    expect(approvalChoices([bank, closed], 'old').mediums).toEqual([]);
  });

  it('chooses the only account at once, by bank transfer where it takes one', () => {
    expect(firstApproval([bank, closed])).toEqual({
      financialAccountId: 'bank',
      paymentMedium: 'NEFT',
    });
    expect(firstApproval([cash])).toEqual({ financialAccountId: 'cash', paymentMedium: 'CASH' });
    expect(firstApproval([bank, cash])).toEqual({ financialAccountId: '', paymentMedium: '' });
  });

  it('keeps the medium when the next account takes it too', () => {
    const chosen = { financialAccountId: 'bank', paymentMedium: 'CASH' as const };
    expect(withAccount([bank, cash], chosen, 'cash')).toEqual({
      financialAccountId: 'cash',
      paymentMedium: 'CASH',
    });
    const byCheque = { financialAccountId: 'bank', paymentMedium: 'BANK_CHEQUE' as const };
    expect(withAccount([bank, cash], byCheque, 'cash').paymentMedium).toBe('CASH');
    expect(withAccount([bank, account('upi', 'GOOGLE_PAY,PAYTM')], byCheque, 'upi')).toEqual({
      financialAccountId: 'upi',
      paymentMedium: '',
    });
  });
});
