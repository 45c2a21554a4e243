import type { TenantCases } from '../platform/tenant-walk.js';

/** The auth module's routes in the cross-tenant walk (platform/cross-tenant-objects.test.ts). */
export const authTenantCases: TenantCases = () => ({
  'GET /rest/auth/me': () => ({}),
  'POST /rest/auth/password/change-link': () => ({}),
});
