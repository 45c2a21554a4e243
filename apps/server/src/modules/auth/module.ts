import type { ServerModule } from '../module.js';
import { authRoutes } from './routes.js';

/**
 * Authentication: sign-up, sign-in, codes, password links and the signed-in sessions (the
 * sessions and otp_codes tables); accounts themselves are the people module's.
 */
export const authModule: ServerModule = { name: 'auth', routes: authRoutes, prefix: '/auth' };
