import { onA, type TenantCases } from '../platform/tenant-walk.js';

/**
 * The print module's routes in the cross-tenant walk (platform/cross-tenant-objects.test.ts).
 * Print owns no rows: what it must not give away is A's classes and students, which the walk's
 * world has (A's class `open` with its student). A class list names its class as its group:
 * A's class, asked by B's admin, is refused by the guard; the defaulters name it as `classId`
 * under B's institute, and find no such class.
 */
export const printTenantCases: TenantCases = (w) => {
  const aClass = () => onA({ query: () => ({ groupId: w.a.open.id }) });
  return {
    'GET /rest/print/setup': () => ({}),
    'GET /rest/print/class-list': aClass,
    'GET /rest/print/contact-sheet': aClass,
    'GET /rest/print/id-cards': aClass,
    'GET /rest/print/fee-defaulters': () => onA({ query: () => ({ classId: w.a.open.id }) }),
    'GET /rest/print/fee-defaulters/count': () => onA({ query: () => ({ classId: w.a.open.id }) }),
  };
};
