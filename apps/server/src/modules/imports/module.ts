import type { ServerModule } from '../module.js';
import { importRoutes } from './routes.js';

export const importsModule: ServerModule = { name: 'imports', routes: importRoutes };
