import { ofB, onA, type TenantCases } from '../platform/tenant-walk.js';

/** The payments module's routes in the cross-tenant walk (platform/cross-tenant-objects.test.ts). */
export const paymentsTenantCases: TenantCases = (w) => ({
  'GET /rest/finance/account': () => ({}),
  'POST /rest/finance/account': () => ({
    payload: ofB(w, { accountName: 'B Cash', acceptanceMediums: 'CASH' }),
  }),
  'PUT /rest/finance/account': () =>
    onA({
      payload: ofB(w, {
        id: w.aPay.accountId,
        accountName: 'Taken over',
        acceptanceMediums: 'CASH',
      }),
    }),
  'DELETE /rest/finance/account/disable': () => onA({ query: () => ({ id: w.aPay.accountId }) }),
  'POST /rest/payment/record': () =>
    onA({
      payload: ofB(w, {
        sessionId: w.a.institute.session.id,
        userProfileId: w.a.student.profileId,
        recordType: 'FEES',
        transactionId: 'CROSSTENANT0001',
        paymentMedium: 'CASH',
        financialAccountId: w.aPay.accountId,
        amount: 100,
        discount: 0,
        paidMap: {},
      }),
    }),
  'GET /rest/payment/record/id': () => onA({ query: () => ({ id: w.aPay.recordId }) }),
  'GET /rest/payment/student': () =>
    onA({ query: () => ({ userProfileId: w.a.student.profileId }) }),
  'GET /rest/payment/transactions': () => ({ query: () => ({ classId: w.a.open.id }) }),
  'GET /rest/payment/transactions/csv': () => ({ query: () => ({ classId: w.a.open.id }) }),
  'GET /rest/payment/mine': () => ({}),
  'GET /rest/payment/collection': () => ({ query: () => ({ date: '2026-06-01' }) }),
  'GET /rest/payment/collection/csv': () => ({ query: () => ({ date: '2026-06-01' }) }),
  'GET /rest/payment/collection/pdf': () => ({ query: () => ({ date: '2026-06-01' }) }),
  'GET /rest/payment/receipt': () => onA({ query: () => ({ id: w.aPay.recordId }) }),
  'GET /rest/payment/receipt/transaction': () =>
    onA({ query: () => ({ id: w.aPay.transactionPk }) }),
  'GET /rest/payment/receipt/day': () => ({ query: () => ({ date: '2026-06-01' }) }),
  'POST /rest/payment/revert': () =>
    onA({
      payload: ofB(w, {
        id: w.aPay.transactionPk,
        recordId: w.aPay.recordId,
        reason: 'Taken over',
      }),
    }),
  'POST /rest/payment/record/common': () =>
    onA({
      payload: ofB(w, {
        recordType: 'FEES',
        transactionId: 'CROSSTENANT0002',
        financialAccountId: w.aPay.accountId,
        paymentMedium: 'CASH',
        paymentRecordNewInputDtoList: JSON.stringify([
          { userProfileId: w.a.student.profileId, paid: {}, totalAmountPaid: 100, discount: 0 },
        ]),
      }),
    }),
  'GET /rest/payment/online/config': () => ({}),
  'POST /rest/payment/online/order': () =>
    onA({
      payload: ofB(w, { userProfileId: w.a.student.profileId, recordType: 'FEES', amount: 10_000 }),
    }),
  'POST /rest/payment/online/verify': () =>
    onA({
      payload: ofB(w, {
        razorpay_order_id: w.aOnline.gatewayOrderId,
        razorpay_payment_id: 'pay_TheirPayment001',
        razorpay_signature: 'a'.repeat(64),
      }),
    }),
});
