/** What the fees module says when it refuses, in words a cashier or an accountant can act on. */
export const DUES_MESSAGES = {
  wholePaise: 'Amounts must be whole paise, not negative.',
  duplicateSource: 'A due is listed twice.',
  belowPaid: (particular: string, paid: string) =>
    `${particular} has ${paid} paid into it; it cannot be lowered below that.`,
  dropPaid: (particular: string, paid: string) =>
    `${particular} has ${paid} paid into it; it cannot be removed. Revert the payment first.`,
  overpaid: 'A due would be paid beyond what it is owed. Reload the dues and try again.',
  takeBackTooMuch: 'A due would be paid below nothing. Nothing was changed.',
  raced: 'The dues changed at the same moment. Please try again.',
  dueGone: 'A due of this payment no longer exists. Reload the dues and try again.',
} as const;
