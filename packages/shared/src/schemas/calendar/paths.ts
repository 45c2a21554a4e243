/** The calendar and to-do calls (issue 24 §4), for the web's client. */
export const CALENDAR_API = {
  /** GET (from, to: yyyy-mm-dd, India's days): the caller's calendar, every source. */
  calendar: '/rest/calendar',
  /** POST, PUT, DELETE (id): the caller's own personal events. */
  personal: '/rest/calendar/personal',
  /** GET (is there a link?), POST (make or renew it: the link, once), DELETE (turn it off). */
  feed: '/rest/calendar/feed',
  /** GET, no session: the .ics of the profile whose secret the link carries. */
  ics: '/rest/calendar/ics/:token',
  /** GET (groupId: the institute; from, to), POST, PUT, DELETE (groupId, id): school events. */
  events: '/rest/events',
  /** GET (groupId, id): one school event. */
  event: '/rest/events/one',
  /** PUT (groupId, id, disabled): hide an event from calendars, or show it again. */
  eventDisable: '/rest/events/disable',
  /** GET (show: open, done, all), POST, PUT, DELETE (id): the caller's to-dos. */
  todos: '/rest/todos',
  /** GET (id): one to-do. */
  todo: '/rest/todos/one',
  /** PUT (id, done): mark done or not done. */
  todoDone: '/rest/todos/done',
} as const;

/** The .ics link of a secret, as a calendar app subscribes to it (webcal:// or https://). */
export const icsPath = (token: string) => CALENDAR_API.ics.replace(':token', `${token}.ics`);
