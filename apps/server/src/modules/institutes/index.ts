export { logoOf } from './details-service.js';
export { LOGO_PURPOSE } from './queries.js';
export { createInstitute, createInstituteIn, type NewInstitute } from './service.js';
