import type { ServerModule } from '../module.js';
import { academicRoutes } from './routes.js';

export const academicModule: ServerModule = { name: 'academic', routes: academicRoutes };
