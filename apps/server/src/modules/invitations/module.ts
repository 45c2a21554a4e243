import type { ServerModule } from '../module.js';
import { invitationRoutes } from './routes.js';

/**
 * Invitations: an existing account joins an institute, or gets a profile, only when its holder
 * accepts (the invitations table). Groups, admission and imports send them through here.
 */
export const invitationsModule: ServerModule = { name: 'invitations', routes: invitationRoutes };
