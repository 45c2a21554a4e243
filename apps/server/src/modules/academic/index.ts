export {
  type AcademicSessionRow,
  findSession,
  findSessionById,
  insertSession,
  sessionsOfInstitute,
} from './queries.js';
