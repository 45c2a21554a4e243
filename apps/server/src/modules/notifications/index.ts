import type { ServerModule } from '../module.js';
import { notificationRoutes } from './routes.js';

export const notificationsModule: ServerModule = {
  name: 'notifications',
  routes: notificationRoutes,
};
