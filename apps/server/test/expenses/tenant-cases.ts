import { NO_ID, ofB, onA, type TenantCases } from '../platform/tenant-walk.js';

/** The expenses module's routes in the cross-tenant walk (platform/cross-tenant-objects.test.ts). */
export const expensesTenantCases: TenantCases = (w) => ({
  'GET /rest/expense/record': () => ({}),
  'GET /rest/expense/record/id': () => onA({ query: () => ({ id: w.aExpenses.entryId }) }),
  // B's entry naming A's category, account and vendor: refused, nothing recorded.
  'POST /rest/expense/record': () =>
    onA({
      payload: ofB(w, {
        kind: 'EXPENSE',
        categoryId: w.aExpenses.categoryId,
        financialAccountId: w.aPay.accountId,
        vendorId: w.aExpenses.vendorId,
        paymentMedium: 'CASH',
        amountPaise: 100,
        entryDate: '2026-06-01',
        description: 'Taken over',
      }),
    }),
  'PUT /rest/expense/record/decision': () =>
    onA({ payload: ofB(w, { id: w.aExpenses.entryId, approve: true }) }),
  'PUT /rest/expense/record/reverse': () =>
    onA({ payload: ofB(w, { id: w.aExpenses.entryId, reason: 'Taken over' }) }),
  'GET /rest/expense/voucher': () =>
    onA({ query: () => ({ id: w.aExpenses.entryId, fileId: w.aExpenses.fileId }) }),
  'POST /rest/expense/voucher': () => onA({ payload: ofB(w, { id: w.aExpenses.entryId }) }),
  'GET /rest/expense/day-book': () => ({ query: () => ({ from: '2026-06-01' }) }),
  'GET /rest/expense/day-book/csv': () => ({ query: () => ({ from: '2026-06-01' }) }),
  'GET /rest/expense/day-book/pdf': () => ({ query: () => ({ from: '2026-06-01' }) }),
  'GET /rest/expense/monthly': () => ({ query: () => ({ year: '2026' }) }),
  'GET /rest/expense/setup': () => ({}),
  'PUT /rest/expense/settings': () =>
    onA({
      payload: ofB(w, {
        approvalAbovePaise: 0,
        openings: [{ financialAccountId: w.aPay.accountId, amountPaise: 1 }],
      }),
    }),
  'POST /rest/expense/category': () => ofBCase(w, { kind: 'EXPENSE', name: 'Their Secret Head' }),
  'PUT /rest/expense/category': () =>
    onA({ payload: ofB(w, { id: w.aExpenses.categoryId, name: 'Taken over', active: false }) }),
  'POST /rest/expense/vendor': () => ofBCase(w, { name: `Vendor ${NO_ID.slice(0, 4)}` }),
  'PUT /rest/expense/vendor': () =>
    onA({ payload: ofB(w, { id: w.aExpenses.vendorId, name: 'Taken over', active: false }) }),
});

/** A call in B naming nothing of A (A's names may be reused in B: they are not A's objects). */
const ofBCase = (w: Parameters<TenantCases>[0], payload: Record<string, unknown>) => ({
  payload: ofB(w, payload),
});
