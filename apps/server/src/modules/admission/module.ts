import type { ServerModule } from '../module.js';
import { admissionRoutes } from './routes.js';

/** Admission: applications (public and signed in), each class's settings, and the decisions. */
export const admissionModule: ServerModule = { name: 'admission', routes: admissionRoutes };
