import type { ServerModule } from '../module.js';
import { profileRoutes } from './routes.js';

export const profilesModule: ServerModule = { name: 'profiles', routes: profileRoutes };
