import type { ServerModule } from '../module.js';
import { accountRoutes } from './routes.js';

export const accountModule: ServerModule = { name: 'account', routes: accountRoutes };
