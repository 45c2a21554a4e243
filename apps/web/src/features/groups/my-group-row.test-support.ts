import type { MyGroup } from '@shala/shared';

/** A row of GET /rest/groups/mine for tests: Oak School, as a Teacher, with changes. */
export const myGroupRow = (over: Partial<MyGroup>): MyGroup => ({
  id: 'i1',
  name: 'Oak School',
  type: 'INSTITUTE',
  superGroupId: null,
  imageLocation: null,
  verifyToViewDetails: false,
  activeSessionId: null,
  admissionConfigSet: false,
  level: null,
  section: null,
  roleName: 'Teacher',
  sessionId: null,
  ...over,
});
