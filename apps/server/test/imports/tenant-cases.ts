import type { TenantCases } from '../platform/tenant-walk.js';

/** The imports module's routes in the cross-tenant walk (platform/cross-tenant-objects.test.ts). */
export const importsTenantCases: TenantCases = () => ({
  'POST /rest/import/staff': () => ({}),
  'POST /rest/import/students': () => ({}),
  'GET /rest/import/templates/:kind': () => ({}),
});
