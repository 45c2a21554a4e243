import type { TenantCases } from '../platform/tenant-walk.js';

/** The permissions module's routes in the cross-tenant walk (platform/cross-tenant-objects.test.ts). */
export const permissionsTenantCases: TenantCases = () => ({
  'GET /rest/permission/groups': () => ({}),
  'GET /rest/permission/user': () => ({}),
});
