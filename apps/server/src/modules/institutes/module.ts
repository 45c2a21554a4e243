import type { ServerModule } from '../module.js';
import { instituteRoutes } from './routes.js';

/** Institutes: their creation, details, logo, quick-setup state and public page. */
export const institutesModule: ServerModule = { name: 'institutes', routes: instituteRoutes };
