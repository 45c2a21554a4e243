import { onA, type TenantCases } from '../platform/tenant-walk.js';

/**
 * The statistics routes in the cross-tenant walk (platform/cross-tenant-objects.test.ts): B's
 * admin reads B's figures over a range that holds A's marks, dues, payment, entries and exam,
 * and none of them may show; A's session named for B's enrolment is refused.
 */
const RANGE = () => ({ from: '2026-01-01', to: '2026-12-31' });

export const statisticsTenantCases: TenantCases = (w) => ({
  'GET /rest/statistics/setup': () => ({}),
  'GET /rest/statistics/enrolment': () =>
    onA({ query: () => ({ sessionId: w.a.institute.session.id }) }),
  'GET /rest/statistics/attendance': () => ({ query: RANGE }),
  'GET /rest/statistics/fees': () => ({ query: RANGE }),
  'GET /rest/statistics/finance': () => ({ query: RANGE }),
  'GET /rest/statistics/results': () => ({ query: RANGE }),
});
