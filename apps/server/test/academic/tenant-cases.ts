import type { TenantCases } from '../platform/tenant-walk.js';

const sessionDates = { name: '2027-28', startDate: '01/04/2027', endDate: '31/03/2028' };
const termDates = { name: 'Renamed', startDate: '01/10/2026', endDate: '31/03/2027' };

/** The academic module's routes in the cross-tenant walk (platform/cross-tenant-objects.test.ts). */
export const academicTenantCases: TenantCases = (w) => ({
  'POST /rest/academic/session': () => ({ payload: sessionDates }),
  'PUT /rest/academic/session/:sessionId': () => ({ payload: sessionDates, namesA: true }),
  'DELETE /rest/academic/session/:sessionId': () => ({ namesA: true }),
  'POST /rest/academic/session/:sessionId/activate': () => ({ namesA: true }),
  'GET /rest/academic/session/all': () => ({}),
  'GET /rest/terms': () => ({
    query: () => ({ sessionId: w.a.institute.session.id }),
    namesA: true,
  }),
  'POST /rest/terms': () => ({
    payload: { sessionId: w.a.institute.session.id, ...termDates },
    namesA: true,
  }),
  'PUT /rest/terms/:termId': () => ({ payload: termDates, namesA: true }),
  'DELETE /rest/terms/:termId': () => ({ namesA: true }),
});
