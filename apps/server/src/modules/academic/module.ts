import type { ServerModule } from '../module.js';
import { academicRoutes } from './routes.js';

/**
 * Academic sessions and their terms (the academic_sessions and academic_terms tables), and
 * their screens' calls (/rest/academic/session..., /rest/terms). Other modules find sessions here.
 */
export const academicModule: ServerModule = { name: 'academic', routes: academicRoutes };
