import type { FinancialAccountView } from '@shala/shared';
import {
  financialAccountBodySchema,
  PAYMENT_METHOD_GROUP,
  PAYMENT_METHOD_GROUPS,
  PAYMENT_METHODS,
  type PaymentMethod,
  type PaymentMethodGroup,
} from '@shala/shared';
import type { AccountInput } from '../api';

/** The account form as its fields hold it. */
export type AccountDraft = { accountName: string; bankName: string; mediums: PaymentMethod[] };

export const EMPTY_DRAFT: AccountDraft = { accountName: '', bankName: '', mediums: [] };

export function draftOf(account: FinancialAccountView): AccountDraft {
  const listed = account.acceptanceMediums.split(',').map((m) => m.trim());
  return {
    accountName: account.accountName,
    bankName: account.bankName ?? '',
    mediums: PAYMENT_METHODS.filter((m) => listed.includes(m)),
  };
}

/** The server's own schema (groupId apart) says what is wrong, in its words. */
const formSchema = financialAccountBodySchema.omit({ groupId: true });

export type AccountErrors = Partial<Record<'accountName' | 'bankName' | 'mediums', string>>;

export function accountErrors(draft: AccountDraft): AccountErrors {
  const parsed = formSchema.safeParse({
    accountName: draft.accountName,
    bankName: draft.bankName,
    acceptanceMediums: draft.mediums.join(','),
  });
  if (parsed.success) return {};
  const errors: AccountErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] === 'acceptanceMediums' ? 'mediums' : issue.path[0];
    if (field === 'accountName' || field === 'bankName' || field === 'mediums') {
      errors[field] ??= issue.message;
    }
  }
  return errors;
}

/** What is sent: the mediums comma-separated in the spec's order (spec §3). */
export function accountInput(draft: AccountDraft): AccountInput {
  return {
    accountName: draft.accountName.trim(),
    bankName: draft.bankName.trim(),
    acceptanceMediums: PAYMENT_METHODS.filter((m) => draft.mediums.includes(m)).join(','),
  };
}

/** The 18 methods under their 4 groups (spec §9), for the form's checkboxes. */
export const MEDIUMS_BY_GROUP: ReadonlyArray<{
  group: PaymentMethodGroup;
  mediums: PaymentMethod[];
}> = PAYMENT_METHOD_GROUPS.map((group) => ({
  group,
  mediums: PAYMENT_METHODS.filter((m) => PAYMENT_METHOD_GROUP[m] === group),
}));

export function toggleMedium(
  draft: AccountDraft,
  medium: PaymentMethod,
  on: boolean,
): AccountDraft {
  const mediums = on
    ? [...new Set([...draft.mediums, medium])]
    : draft.mediums.filter((m) => m !== medium);
  return { ...draft, mediums };
}
