import { NO_ID, ofB, onA, STUDENT_NAME, type TenantCases } from '../platform/tenant-walk.js';

/** The visitors module's routes in the cross-tenant walk (platform/cross-tenant-objects.test.ts). */
export const visitorsTenantCases: TenantCases = (w) => ({
  'GET /rest/visitor/setup': () => ({}),
  'GET /rest/visitor/mine': () => ({}),
  'GET /rest/visitor': () => ({ query: () => ({ day: '2026-06-01' }) }),
  // B's visitor to meet A's staff member: refused, nothing written.
  'POST /rest/visitor': () =>
    onA({
      payload: ofB(w, {
        name: 'Taken over',
        phone: '9876543210',
        purpose: 'OFFICIAL',
        hostProfileId: w.a.admin.profileId,
      }),
    }),
  'PUT /rest/visitor/check-out': () => onA({ payload: ofB(w, { id: w.aVisitors.visitorId }) }),
  'GET /rest/visitor/photo': () => onA({ query: () => ({ id: w.aVisitors.visitorId }) }),
  'GET /rest/gate-pass': () => ({ query: () => ({ day: '2026-06-01' }) }),
  // B's pass for A's student: refused, nothing written.
  'POST /rest/gate-pass': () =>
    onA({
      payload: ofB(w, {
        studentIds: [w.a.student.profileId],
        reason: `Taken over ${STUDENT_NAME}`.slice(0, 20),
        collector: { kind: 'OTHER', name: 'Taken Over', phone: '9876543210', relation: 'Uncle' },
      }),
    }),
  'GET /rest/gate-pass/id': () => onA({ query: () => ({ id: w.aVisitors.passId }) }),
  'GET /rest/gate-pass/guardians': () =>
    onA({ query: () => ({ studentIds: w.a.student.profileId }) }),
  'GET /rest/gate-pass/pdf': () => onA({ query: () => ({ id: w.aVisitors.passId }) }),
  'GET /rest/gate-pass/qr': () => onA({ query: () => ({ id: w.aVisitors.passId }) }),
  'GET /rest/gate-pass/scan': () => onA({ query: () => ({ code: w.aVisitors.code }) }),
  'PUT /rest/gate-pass/exit': () => onA({ payload: ofB(w, { id: w.aVisitors.passId }) }),
  'PUT /rest/gate-pass/guardian': () =>
    onA({
      payload: ofB(w, {
        id: w.aVisitors.passId,
        studentId: w.a.student.profileId ?? NO_ID,
        approve: true,
      }),
    }),
});
