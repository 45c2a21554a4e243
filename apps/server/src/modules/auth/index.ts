import type { ServerModule } from '../module.js';
import { authRoutes } from './routes.js';

export const authModule: ServerModule = { name: 'auth', routes: authRoutes, prefix: '/auth' };
