import type { ServerModule } from '../module.js';
import { admissionRoutes } from './routes.js';

export const admissionModule: ServerModule = { name: 'admission', routes: admissionRoutes };
