import type { TenantCases } from '../platform/tenant-walk.js';

/** The audit module's routes in the cross-tenant walk (platform/cross-tenant-objects.test.ts). */
export const auditTenantCases: TenantCases = () => ({
  'GET /rest/audit': () => ({}),
  'GET /rest/audit/mine': () => ({}),
});
