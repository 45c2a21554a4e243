import type { TenantCases } from '../platform/tenant-walk.js';

/** The invitations module's routes in the cross-tenant walk (platform/cross-tenant-objects.test.ts). */
export const invitationsTenantCases: TenantCases = () => ({
  'GET /rest/invitations/mine': () => ({}),
  'POST /rest/invitations/:invitationId/accept': () => ({ namesA: true }),
  'POST /rest/invitations/:invitationId/decline': () => ({ namesA: true }),
});
