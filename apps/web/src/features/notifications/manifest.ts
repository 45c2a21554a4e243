import { type FeatureManifest, type ScreenRoute, SIGNED_IN } from '../../core/manifest';

/** One notification in full (spec §2.4 "Each notification has a detail page"). */
export const notificationRoute: ScreenRoute = {
  path: 'notification/:id',
  title: 'Notification',
  screen: () => import('./NotificationPage'),
  access: SIGNED_IN,
};

export const notifications: FeatureManifest = {
  name: 'notifications',
  routes: [notificationRoute],
};
