import { NO_ID, ofB, onA, type TenantCases } from '../platform/tenant-walk.js';

const feeParticular = { name: 'Fee', kind: 'CHARGE', amountPaise: 100, dueDate: '2026-05-01' };

/** The fees module's routes in the cross-tenant walk (platform/cross-tenant-objects.test.ts). */
export const feesTenantCases: TenantCases = (w) => ({
  'GET /rest/fee/structure': () => onA({ query: () => ({ sessionId: w.a.institute.session.id }) }),
  'GET /rest/fee/structure/id': () => onA({ query: () => ({ id: w.aFees.structureId }) }),
  'POST /rest/fee/structure': () => ({
    payload: ofB(w, {
      sessionId: w.a.institute.session.id,
      name: 'B',
      particulars: [feeParticular],
    }),
  }),
  'PUT /rest/fee/structure': () =>
    onA({
      payload: ofB(w, {
        id: w.aFees.structureId,
        sessionId: w.a.institute.session.id,
        name: 'Taken over',
        particulars: [feeParticular],
      }),
    }),
  'DELETE /rest/fee/structure/delete': () => onA({ query: () => ({ id: w.aFees.structureId }) }),
  'GET /rest/fee/structure/unassigned': () => onA({ query: () => ({ id: w.aFees.structureId }) }),
  'GET /rest/fee/settings': () => ({}),
  'PUT /rest/fee/settings': () => ({ payload: ofB(w, { midSessionJoin: 'FULL' }) }),
  'POST /rest/fee/structure/assign': () =>
    onA({ payload: ofB(w, { id: w.aFees.structureId, userProfileIds: [w.a.student.profileId] }) }),
  'GET /rest/fee/concession': () => ({
    query: () => ({ structureId: w.aFees.structureId, userProfileId: w.a.student.profileId }),
  }),
  'POST /rest/fee/concession': () =>
    onA({
      payload: ofB(w, {
        structureId: w.aFees.structureId,
        userProfileId: w.a.student.profileId,
        amountPaise: 100,
        reason: 'Taken over',
      }),
    }),
  'DELETE /rest/fee/concession/delete': () => onA({ query: () => ({ id: w.aFees.concessionId }) }),
  'POST /rest/fee/carry-over': () =>
    onA({ payload: ofB(w, { fromSessionId: w.a.institute.session.id, toSessionId: NO_ID }) }),
  'GET /rest/fee/estimation': () =>
    onA({ query: () => ({ userProfileId: w.a.student.profileId }) }),
  'GET /rest/fee/cart': () => onA({ query: () => ({ userProfileIds: w.a.student.profileId }) }),
  'GET /rest/fee/summary/group': () => ({ query: () => ({ sessionId: w.a.institute.session.id }) }),
  // Collect fees' search (issue 22 item 5) with A's class: nothing of A, never A's students.
  'GET /rest/fee/students': () => ({ query: () => ({ classId: w.a.open.id, search: 'Test' }) }),
});
