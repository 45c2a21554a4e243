import type { ServerModule } from '../module.js';
import { instituteRoutes } from './routes.js';

export const institutesModule: ServerModule = { name: 'institutes', routes: instituteRoutes };
