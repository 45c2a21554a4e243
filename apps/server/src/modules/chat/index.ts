import type { ServerModule } from '../module.js';
import { chatRoutes } from './routes.js';

export const chatModule: ServerModule = { name: 'chat', routes: chatRoutes };
