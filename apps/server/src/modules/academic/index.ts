export {
  type AcademicSessionRow,
  findSession,
  findSessionById,
  insertSession,
  sessionsOfInstitute,
} from './queries.js';
export { resolveSession, sessionOrNone } from './session-scope.js';
