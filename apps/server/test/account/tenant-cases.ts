import type { TenantCases } from '../platform/tenant-walk.js';

/** The account module's routes in the cross-tenant walk (platform/cross-tenant-objects.test.ts). */
export const accountTenantCases: TenantCases = () => ({
  'GET /rest/account/contract': () => ({}),
  'POST /rest/account/contract/sign': () => ({}),
  'DELETE /rest/account/email': () => ({}),
  'POST /rest/account/email': () => ({}),
  'POST /rest/account/email/confirm': () => ({}),
  'GET /rest/account/email/status': () => ({}),
  'GET /rest/account/info': () => ({}),
  'GET /rest/account/sessions': () => ({}),
  'DELETE /rest/account/sessions': () => ({}),
  'DELETE /rest/account/sessions/:sessionId': () => ({ namesA: true }),
  'POST /rest/account/password': () => ({}),
  'GET /rest/account/verification': () => ({}),
  'POST /rest/account/verification/email': () => ({}),
  'POST /rest/account/verification/email/confirm': () => ({}),
});
