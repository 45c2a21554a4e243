import type { TenantCases } from '../platform/tenant-walk.js';

/** The notifications module's routes in the cross-tenant walk (platform/cross-tenant-objects.test.ts). */
export const notificationsTenantCases: TenantCases = () => ({
  'GET /rest/notification/settings': () => ({}),
  'PUT /rest/notification/settings': () => ({}),
  // The acting profile's own notifications: A's student's is another's, so 404.
  'GET /rest/notification': () => ({}),
  'PUT /rest/notification/read-all': () => ({}),
  'GET /rest/notification/:id': () => ({ namesA: true }),
  'PUT /rest/notification/:id/read': () => ({ namesA: true }),
});
