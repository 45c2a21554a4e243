import type { ServerModule } from '../module.js';
import { profileRoutes } from './routes.js';

/** Profiles: the account's profiles and defaults, a profile's card and photo, the dashboard. */
export const profilesModule: ServerModule = { name: 'profiles', routes: profileRoutes };
