import type { ExpenseSettingsBody, ExpenseSetup } from '@shala/shared';
import { readApprovalLimit, readOpening, rupeesField } from '../money';

/** The settings' fields as typed: the approval limit and each account's opening, in rupees. */
export type SettingsDraft = { limit: string; openings: Record<string, string> };
export type SettingsErrors = { limit?: string; openings: Record<string, string> };

export function settingsDraft(setup: ExpenseSetup): SettingsDraft {
  return {
    limit: rupeesField(setup.approvalAbovePaise),
    openings: Object.fromEntries(setup.accounts.map((a) => [a.id, rupeesField(a.openingPaise)])),
  };
}

/**
 * The body of PUT /rest/expense/settings: the limit and every account's opening once, in
 * paise; or what is wrong with the fields.
 */
export function settingsBody(
  groupId: string,
  setup: ExpenseSetup,
  draft: SettingsDraft,
): { ok: true; body: ExpenseSettingsBody } | { ok: false; errors: SettingsErrors } {
  const errors: SettingsErrors = { openings: {} };
  const limit = readApprovalLimit(draft.limit);
  if (!limit.ok) errors.limit = limit.message;
  const openings: ExpenseSettingsBody['openings'] = [];
  for (const account of setup.accounts) {
    const read = readOpening(draft.openings[account.id] ?? '');
    if (read.ok) openings.push({ financialAccountId: account.id, amountPaise: read.paise });
    else errors.openings[account.id] = read.message;
  }
  if (!limit.ok || Object.keys(errors.openings).length > 0) return { ok: false, errors };
  return { ok: true, body: { groupId, approvalAbovePaise: limit.paise, openings } };
}
