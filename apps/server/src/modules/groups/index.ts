import type { ServerModule } from '../module.js';
import { groupRoutes } from './routes.js';

/**
 * Groups: institutes and their classes (the groups table), their members' pages and the rules
 * of who may change whom (policy.ts). Other modules find institutes and classes here.
 */
export const groupsModule: ServerModule = { name: 'groups', routes: groupRoutes };

export { createClass } from './class-service.js';
export { addMember, MEMBERSHIP_MESSAGES } from './member-service.js';
export {
  classesOfInstitute,
  findClass,
  findGroupRow,
  findInstitute,
  findInstituteByName,
  type GroupRow,
  type InstituteChanges,
  insertGroup,
  lockInstitute,
  lockInstituteNames,
  lockInstituteRow,
  setActiveSession,
  setAdmissionOpen,
  updateInstitute,
} from './queries.js';
