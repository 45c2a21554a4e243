import type { ServerModule } from '../module.js';
import { instituteRoutes } from './routes.js';

/** Institutes: their creation, details, logo, quick-setup state and public page. */
export const institutesModule: ServerModule = { name: 'institutes', routes: instituteRoutes };

export { logoOf } from './details-service.js';
export { LOGO_PURPOSE } from './queries.js';
export { createInstitute, createInstituteIn, type NewInstitute } from './service.js';
