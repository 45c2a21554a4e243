import {
  EXPENSE_TEXTS,
  EXPENSE_VOUCHER_MAX_BYTES,
  EXPENSE_VOUCHERS_MAX,
  type ExpenseEntryForm,
  type ExpenseKind,
  type ExpenseSetup,
  expenseEntryFormSchema,
  type PaymentMethod,
} from '@shala/shared';
import { readEntryAmount } from '../money';

/** The vouchers the server takes: bills and receipts as PDF, JPEG or PNG. */
export const VOUCHER_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export const VOUCHER_ACCEPT = VOUCHER_TYPES.join(',');

/** The new entry's fields as typed ('' is "none chosen"). */
export type EntryDraft = {
  kind: ExpenseKind;
  entryDate: string;
  /** Rupees as typed. */
  amount: string;
  categoryId: string;
  financialAccountId: string;
  paymentMedium: PaymentMethod | '';
  vendorId: string;
  classId: string;
  description: string;
  reference: string;
};

export type EntryErrors = Partial<Record<keyof EntryDraft | 'files', string>>;

type Account = ExpenseSetup['accounts'][number];

/** The only account, and its only medium, chosen at once. */
export function firstDraft(setup: ExpenseSetup, today: string, classId: string): EntryDraft {
  const accounts = setup.accounts.filter((a) => a.active);
  const account = accounts.length === 1 ? accounts[0] : undefined;
  return {
    kind: 'EXPENSE',
    entryDate: today,
    amount: '',
    categoryId: '',
    financialAccountId: account?.id ?? '',
    paymentMedium: account?.mediums.length === 1 ? (account.mediums[0] ?? '') : '',
    vendorId: '',
    classId,
    description: '',
    reference: '',
  };
}

/** What may be chosen now: active categories of the kind, active accounts, their mediums. */
export function choicesFor(setup: ExpenseSetup, draft: EntryDraft) {
  const account: Account | undefined = setup.accounts.find(
    (a) => a.id === draft.financialAccountId,
  );
  return {
    categories: setup.categories.filter((c) => c.active && c.kind === draft.kind),
    accounts: setup.accounts.filter((a) => a.active),
    mediums: account?.mediums ?? [],
    vendors: setup.vendors.filter((v) => v.active),
  };
}

/** Another kind: its own categories, and no vendor for income. */
export function withKind(draft: EntryDraft, kind: ExpenseKind): EntryDraft {
  if (kind === draft.kind) return draft;
  return { ...draft, kind, categoryId: '', vendorId: kind === 'INCOME' ? '' : draft.vendorId };
}

/** Another account: the medium kept when it accepts it, its only medium otherwise. */
export function withAccount(setup: ExpenseSetup, draft: EntryDraft, id: string): EntryDraft {
  const mediums = setup.accounts.find((a) => a.id === id)?.mediums ?? [];
  const medium =
    draft.paymentMedium && mediums.includes(draft.paymentMedium)
      ? draft.paymentMedium
      : mediums.length === 1
        ? (mediums[0] ?? '')
        : '';
  return { ...draft, financialAccountId: id, paymentMedium: medium };
}

/** At most 5 vouchers, each a PDF, JPEG or PNG of at most 2 MB. */
export function vouchersError(
  files: ReadonlyArray<{ size: number; type: string }>,
  already = 0,
): string | undefined {
  const types: readonly string[] = VOUCHER_TYPES;
  if (files.length + already > EXPENSE_VOUCHERS_MAX) return EXPENSE_TEXTS.files;
  if (files.some((f) => f.size > EXPENSE_VOUCHER_MAX_BYTES || !types.includes(f.type))) {
    return EXPENSE_TEXTS.files;
  }
  return undefined;
}

export type EntryCheck = { ok: true; entry: ExpenseEntryForm } | { ok: false; errors: EntryErrors };

/**
 * The draft read as the server's schema reads it (its messages, the amount in paise), with the
 * rules of the screen beside it: a rupee amount, a day not after `today`, vouchers that fit.
 */
export function checkEntry(
  draft: EntryDraft,
  groupId: string,
  today: string,
  files: ReadonlyArray<{ size: number; type: string }>,
): EntryCheck {
  const errors: EntryErrors = {};
  const amount = readEntryAmount(draft.amount);
  if (!amount.ok) errors.amount = amount.message;
  const parsed = expenseEntryFormSchema.safeParse({
    ...draft,
    groupId,
    amountPaise: amount.ok ? amount.paise : 1,
    vendorId: draft.kind === 'EXPENSE' ? draft.vendorId : '',
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0]) as keyof EntryErrors;
      errors[key] ??= issue.message;
    }
  }
  if (!errors.entryDate && draft.entryDate > today) errors.entryDate = EXPENSE_TEXTS.futureDate;
  const filesError = vouchersError(files);
  if (filesError) errors.files = filesError;
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, entry: parsed.data };
}

/** The multipart form of POST /rest/expense/record: the fields, then the vouchers as `files`. */
export function entryFormData(entry: ExpenseEntryForm, files: readonly File[]): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(entry)) {
    if (value !== null && value !== undefined && value !== '') form.append(key, String(value));
  }
  for (const file of files) form.append('files', file, file.name);
  return form;
}
