import type { ExpenseSetup } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import { MONEY_TEXTS } from '../money';
import { settingsBody, settingsDraft } from './settings-rules';

const setup: ExpenseSetup = {
  categories: [],
  vendors: [],
  accounts: [
    { id: 'a1', accountName: 'Cash box', active: true, mediums: ['CASH'], openingPaise: 1_500_050 },
    { id: 'a2', accountName: 'SBI', active: false, mediums: ['NEFT'], openingPaise: -20_000 },
  ],
  approvalAbovePaise: 2_500_000,
  mayRecord: true,
  mayApprove: true,
};

describe('the books’ settings', () => {
  it('start from the server’s, in rupees', () => {
    expect(settingsDraft(setup)).toEqual({
      limit: '25000',
      openings: { a1: '15000.50', a2: '-200' },
    });
  });

  it('send the limit and every account’s opening once, in paise', () => {
    const draft = { limit: '30000.5', openings: { a1: '100', a2: '' } };
    expect(settingsBody('g1', setup, draft)).toEqual({
      ok: true,
      body: {
        groupId: 'g1',
        approvalAbovePaise: 3_000_050,
        openings: [
          { financialAccountId: 'a1', amountPaise: 10_000 },
          { financialAccountId: 'a2', amountPaise: 0 },
        ],
      },
    });
  });

  it('say what is wrong, field by field', () => {
    const draft = { limit: '', openings: { a1: '12.345', a2: '-5' } };
    expect(settingsBody('g1', setup, draft)).toEqual({
      ok: false,
      errors: { limit: MONEY_TEXTS.limitRequired, openings: { a1: MONEY_TEXTS.tooManyDecimals } },
    });
  });
});
