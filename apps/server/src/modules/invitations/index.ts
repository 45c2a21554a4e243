import type { ServerModule } from '../module.js';
import { invitationRoutes } from './routes.js';

export const invitationsModule: ServerModule = { name: 'invitations', routes: invitationRoutes };
