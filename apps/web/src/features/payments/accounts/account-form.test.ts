import { PAYMENT_TEXTS } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import {
  accountErrors,
  accountInput,
  draftOf,
  EMPTY_DRAFT,
  MEDIUMS_BY_GROUP,
  toggleMedium,
} from './account-form';

describe('the financial account form', () => {
  it('says what the server would refuse, in its words', () => {
    expect(accountErrors(EMPTY_DRAFT)).toEqual({
      accountName: PAYMENT_TEXTS.accountName,
      mediums: PAYMENT_TEXTS.accountMediums,
    });
    expect(
      accountErrors({ accountName: 'Fees account', bankName: 'x'.repeat(101), mediums: ['CASH'] }),
    ).toEqual({ bankName: PAYMENT_TEXTS.bankName });
    expect(accountErrors({ accountName: 'Cash box', bankName: '', mediums: ['CASH'] })).toEqual({});
  });

  it('sends the mediums comma-separated in the spec’s order', () => {
    let draft = { ...EMPTY_DRAFT, accountName: ' SBI current ' };
    draft = toggleMedium(draft, 'GOOGLE_PAY', true);
    draft = toggleMedium(draft, 'CASH', true);
    draft = toggleMedium(draft, 'CASH', true);
    draft = toggleMedium(draft, 'NEFT', true);
    draft = toggleMedium(draft, 'NEFT', false);
    expect(accountInput(draft)).toEqual({
      accountName: 'SBI current',
      bankName: '',
      acceptanceMediums: 'CASH,GOOGLE_PAY',
    });
  });

  it('reads an account back into the form', () => {
    expect(
      draftOf({
        id: 'a',
        accountName: 'Bank',
        acceptanceMediums: 'NEFT,RTGS',
        bankName: null,
        active: true,
      }),
    ).toEqual({ accountName: 'Bank', bankName: '', mediums: ['NEFT', 'RTGS'] });
  });

  it('lists all 18 methods under their 5 groups, UPI apart from net banking', () => {
    expect(MEDIUMS_BY_GROUP.map((g) => g.group)).toEqual([
      'CASH',
      'MONEY_ORDER',
      'NET_BANKING',
      'UPI',
      'MANUAL',
    ]);
    expect(MEDIUMS_BY_GROUP.find((g) => g.group === 'UPI')?.mediums).toContain('BHIM_UPI');
    expect(MEDIUMS_BY_GROUP.find((g) => g.group === 'NET_BANKING')?.mediums).not.toContain(
      'GOOGLE_PAY',
    );
    expect(MEDIUMS_BY_GROUP.flatMap((g) => g.mediums)).toHaveLength(18);
  });
});
