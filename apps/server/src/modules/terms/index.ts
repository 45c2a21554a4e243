import type { ServerModule } from '../module.js';
import { termRoutes } from './routes.js';

export const termsModule: ServerModule = { name: 'terms', routes: termRoutes };
