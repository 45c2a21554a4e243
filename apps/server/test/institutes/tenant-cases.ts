import type { TenantCases } from '../platform/tenant-walk.js';

/** The institutes module's routes in the cross-tenant walk (platform/cross-tenant-objects.test.ts). */
export const institutesTenantCases: TenantCases = () => ({
  'GET /rest/institutes/:groupId/details': () => ({}),
  'PUT /rest/institutes/:groupId/details': () => ({}),
  'POST /rest/institutes/:groupId/logo': () => ({}),
  'POST /rest/institutes/:groupId/setup-complete': () => ({}),
});
