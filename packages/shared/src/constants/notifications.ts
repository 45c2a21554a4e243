/** The bell's calls (spec §7); what they answer is schemas/notifications. */

export const NOTIFICATION_API = {
  /** GET ?page=1&size=20: { schoolErpNotifications, deadlineNotifications, unreadCount, total }. */
  list: '/rest/notification',
  /** GET: one notification of the caller's profile (the /notification/{id} page). */
  one: (id: string) => `/rest/notification/${id}`,
  /** PUT: mark one read (visited); answers the notification. */
  read: (id: string) => `/rest/notification/${id}/read`,
  /** PUT: mark all of the acting profile's notifications read; answers { updated }. */
  readAll: '/rest/notification/read-all',
} as const;
