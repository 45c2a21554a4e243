import { EXPENSE_TEXTS, type ExpenseSetup } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import { MONEY_TEXTS } from '../money';
import {
  checkEntry,
  choicesFor,
  type EntryDraft,
  entryFormData,
  firstDraft,
  vouchersError,
  withAccount,
  withKind,
} from './entry-form';

const GROUP = '11111111-1111-4111-8111-111111111111';
const CASH = '22222222-2222-4222-8222-222222222222';
const BANK = '33333333-3333-4333-8333-333333333333';
const OLD = '44444444-4444-4444-8444-444444444444';
const POWER = '55555555-5555-4555-8555-555555555555';
const RENT = '66666666-6666-4666-8666-666666666666';
const VENDOR = '77777777-7777-4777-8777-777777777777';

const setup: ExpenseSetup = {
  categories: [
    { id: POWER, kind: 'EXPENSE', name: 'Electricity', active: true },
    { id: RENT, kind: 'INCOME', name: 'Hall rent', active: true },
    { id: OLD, kind: 'EXPENSE', name: 'Old', active: false },
  ],
  vendors: [
    { id: VENDOR, name: 'BESCOM', phone: null, gstin: null, active: true },
    { id: OLD, name: 'Gone', phone: null, gstin: null, active: false },
  ],
  accounts: [
    { id: CASH, accountName: 'Cash box', active: true, mediums: ['CASH'], openingPaise: 0 },
    {
      id: BANK,
      accountName: 'SBI current',
      active: true,
      mediums: ['NEFT', 'BANK_CHEQUE'],
      openingPaise: 0,
    },
    { id: OLD, accountName: 'Closed', active: false, mediums: ['CASH'], openingPaise: 0 },
  ],
  approvalAbovePaise: 2_500_000,
  mayRecord: true,
  mayApprove: false,
};

const filled: EntryDraft = {
  ...firstDraft(setup, '2026-11-23', ''),
  amount: '1250.50',
  categoryId: POWER,
  financialAccountId: BANK,
  paymentMedium: 'NEFT',
  vendorId: VENDOR,
  description: '  November   electricity bill ',
};

describe('the new entry’s choices', () => {
  it('offers active categories of the kind, active accounts and the mediums they accept', () => {
    const choices = choicesFor(setup, filled);
    expect(choices.categories.map((c) => c.name)).toEqual(['Electricity']);
    expect(choices.accounts.map((a) => a.accountName)).toEqual(['Cash box', 'SBI current']);
    expect(choices.mediums).toEqual(['NEFT', 'BANK_CHEQUE']);
    expect(choices.vendors.map((v) => v.name)).toEqual(['BESCOM']);
    expect(choicesFor(setup, withKind(filled, 'INCOME')).categories.map((c) => c.name)).toEqual([
      'Hall rent',
    ]);
  });

  it('drops the category (and an income’s vendor) when the kind changes', () => {
    const income = withKind(filled, 'INCOME');
    expect(income).toMatchObject({ kind: 'INCOME', categoryId: '', vendorId: '' });
    expect(withKind(filled, 'EXPENSE')).toBe(filled);
  });

  it('keeps a medium the new account accepts, else takes its only one', () => {
    expect(withAccount(setup, filled, CASH).paymentMedium).toBe('CASH');
    expect(withAccount(setup, { ...filled, paymentMedium: 'CASH' }, BANK).paymentMedium).toBe('');
    expect(withAccount(setup, filled, BANK).paymentMedium).toBe('NEFT');
  });

  it('starts on today, with the only active account chosen', () => {
    const one = { ...setup, accounts: setup.accounts.filter((a) => a.id !== BANK) };
    expect(firstDraft(one, '2026-11-23', 'c1')).toMatchObject({
      entryDate: '2026-11-23',
      financialAccountId: CASH,
      paymentMedium: 'CASH',
      classId: 'c1',
      kind: 'EXPENSE',
    });
    expect(firstDraft(setup, '2026-11-23', '').financialAccountId).toBe('');
  });
});

describe('checking the new entry', () => {
  it('reads it as the server does, the amount in paise', () => {
    const checked = checkEntry(filled, GROUP, '2026-11-23', []);
    expect(checked).toEqual({
      ok: true,
      entry: {
        groupId: GROUP,
        kind: 'EXPENSE',
        categoryId: POWER,
        financialAccountId: BANK,
        paymentMedium: 'NEFT',
        vendorId: VENDOR,
        classId: null,
        amountPaise: 125_050,
        entryDate: '2026-11-23',
        description: 'November electricity bill',
        reference: null,
      },
    });
  });

  it('says what is missing, with the server’s words', () => {
    const checked = checkEntry(
      { ...filled, amount: '', categoryId: '', paymentMedium: '', description: ' ' },
      GROUP,
      '2026-11-23',
      [],
    );
    expect(checked).toEqual({
      ok: false,
      errors: {
        amount: MONEY_TEXTS.amountRequired,
        categoryId: EXPENSE_TEXTS.category,
        paymentMedium: EXPENSE_TEXTS.medium,
        description: EXPENSE_TEXTS.description,
      },
    });
  });

  it('refuses a day after today, and vouchers that do not fit', () => {
    const later = checkEntry({ ...filled, entryDate: '2026-11-24' }, GROUP, '2026-11-23', []);
    expect(later).toEqual({ ok: false, errors: { entryDate: EXPENSE_TEXTS.futureDate } });
    const big = [{ size: 3 * 1_048_576, type: 'application/pdf' }];
    expect(checkEntry(filled, GROUP, '2026-11-23', big)).toEqual({
      ok: false,
      errors: { files: EXPENSE_TEXTS.files },
    });
  });

  it('sends no vendor with income', () => {
    const income = { ...withKind(filled, 'INCOME'), categoryId: RENT, vendorId: VENDOR };
    const checked = checkEntry(income, GROUP, '2026-11-23', []);
    expect(checked.ok && checked.entry.vendorId).toBeNull();
  });
});

describe('vouchers', () => {
  const pdf = { size: 1000, type: 'application/pdf' };
  it('are at most 5 PDFs, JPEGs or PNGs of at most 2 MB', () => {
    expect(vouchersError([])).toBeUndefined();
    expect(vouchersError([pdf, { size: 2 * 1_048_576, type: 'image/png' }])).toBeUndefined();
    expect(vouchersError([{ size: 10, type: 'image/webp' }])).toBe(EXPENSE_TEXTS.files);
    expect(vouchersError(Array(6).fill(pdf))).toBe(EXPENSE_TEXTS.files);
    expect(vouchersError([pdf, pdf], 4)).toBe(EXPENSE_TEXTS.files);
    expect(vouchersError([pdf], 4)).toBeUndefined();
  });

  it('go with the fields in one multipart form, empty fields left out', () => {
    const checked = checkEntry(filled, GROUP, '2026-11-23', []);
    if (!checked.ok) throw new Error('not ok');
    const file = new File(['%PDF-1.4'], 'bill.pdf', { type: 'application/pdf' });
    const form = entryFormData(checked.entry, [file]);
    expect(form.get('amountPaise')).toBe('125050');
    expect(form.get('groupId')).toBe(GROUP);
    expect(form.has('classId')).toBe(false);
    expect(form.has('reference')).toBe(false);
    expect((form.get('files') as File).name).toBe('bill.pdf');
  });
});
