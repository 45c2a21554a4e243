import type { ServerModule } from '../module.js';
import { contactRoutes } from './routes.js';

export const contactModule: ServerModule = { name: 'contact', routes: contactRoutes };
