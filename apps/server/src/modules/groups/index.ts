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
  lockInstituteRow,
  setActiveSession,
  setAdmissionOpen,
  updateInstitute,
} from './queries.js';
