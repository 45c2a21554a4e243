/** Addresses of the payment screens; a missing (class) segment at the end is left out. */
export const link = (...segments: ReadonlyArray<string | null | undefined>) =>
  `/${segments.filter((s): s is string => typeof s === 'string' && s.length > 0).join('/')}`;

export const allTransactionsPath = (instituteId: string, classId?: string | null) =>
  link('transactions', 'all-transactions', instituteId, classId);
export const collectionPath = (instituteId: string) =>
  link('transactions', 'collection', instituteId);
export const accountsPath = (instituteId: string) => link('transactions', 'accounts', instituteId);
