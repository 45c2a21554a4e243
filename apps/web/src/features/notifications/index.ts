/** What other features use of notifications: the top bar's bell and the quick panel's toggles. */
export { NotificationMenu } from './NotificationMenu';
export { useNotificationSettings, useUpdateNotificationSettings } from './settings';
