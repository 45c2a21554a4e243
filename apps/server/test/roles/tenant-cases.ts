import type { TenantCases } from '../platform/tenant-walk.js';

/** The roles module's routes in the cross-tenant walk (platform/cross-tenant-objects.test.ts). */
export const rolesTenantCases: TenantCases = () => ({
  'GET /rest/roles': () => ({}),
  'POST /rest/roles': () => ({ payload: { name: 'Visitors', permissions: ['getGroup'] } }),
  'PUT /rest/roles/:roleId': () => ({
    payload: { name: 'Renamed', permissions: ['getGroup'] },
    namesA: true,
  }),
  'DELETE /rest/roles/:roleId': () => ({ namesA: true }),
});
