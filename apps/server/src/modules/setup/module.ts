import type { ServerModule } from '../module.js';
import { setupRoutes } from './routes.js';

/** The first run of a fresh portal: its super admin and first institute, in the browser. */
export const setupModule: ServerModule = { name: 'setup', routes: setupRoutes };
