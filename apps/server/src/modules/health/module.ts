import type { ServerModule } from '../module.js';
import { healthRoutes } from './routes.js';

export const healthModule: ServerModule = { name: 'health', routes: healthRoutes };
