import type { TenantCases } from '../platform/tenant-walk.js';

/** The admin module's routes in the cross-tenant walk (platform/cross-tenant-objects.test.ts). */
export const adminTenantCases: TenantCases = () => ({
  'GET /rest/admin/accounts': () => ({ namesA: true }),
  'GET /rest/admin/contact-requests': () => ({ namesA: true }),
  'POST /rest/admin/contact-requests/:id/handled': () => ({ namesA: true }),
  'GET /rest/admin/institutes': () => ({ namesA: true }),
  'POST /rest/admin/institutes': () => ({ namesA: true }),
  'GET /rest/admin/mail-failures': () => ({ namesA: true }),
  'POST /rest/admin/mail-failures/:id/resend': () => ({ namesA: true }),
  'POST /rest/admin/institutes/:instituteId/verify': () => ({
    payload: { verified: false },
    namesA: true,
  }),
  'POST /rest/admin/profiles/:profileId/verify': () => ({
    payload: { verified: false },
    namesA: true,
  }),
});
