import type { TenantCases } from '../platform/tenant-walk.js';

/** The groups module's routes in the cross-tenant walk (platform/cross-tenant-objects.test.ts). */
export const groupsTenantCases: TenantCases = (w) => ({
  'GET /rest/groups/:groupId': () => ({}),
  'GET /rest/groups/:groupId/classes': () => ({}),
  'POST /rest/groups/:groupId/classes': () => ({ payload: { level: 'Class 9' } }),
  'PUT /rest/groups/:groupId/classes/:classId': () => ({
    payload: { level: 'Class 9', section: 'Z' },
    namesA: true,
  }),
  'DELETE /rest/groups/:groupId/classes/:classId': () => ({ namesA: true }),
  'GET /rest/groups/:groupId/members': () => ({
    query: () => ({ sessionId: w.a.institute.session.id }),
    namesA: true,
  }),
  'PUT /rest/groups/:groupId/members/:membershipId': () => ({
    payload: { roleId: w.b.teacherRoleId },
    namesA: true,
  }),
  'DELETE /rest/groups/:groupId/members/:membershipId': () => ({ namesA: true }),
  'POST /rest/groups/:groupId/members/:membershipId/move': () => ({
    payload: { toClassId: w.a.closed.id },
    namesA: true,
  }),
  'POST /rest/groups/:groupId/members/invite': () => ({
    payload: {
      email: 'new.person@example.com',
      firstName: 'New',
      lastName: 'Person',
      roleId: w.a.roleId,
    },
    namesA: true,
  }),
  'GET /rest/groups/mine': () => ({}),
  'GET /rest/groups/:groupId/invitations': () => ({}),
  'DELETE /rest/groups/:groupId/invitations/:invitationId': () => ({ namesA: true }),
});
