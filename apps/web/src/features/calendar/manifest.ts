import { type FeatureManifest, type ScreenRoute, SIGNED_IN } from '../../core/manifest';

/**
 * The calendar and to-dos (the server's `calendar` module, issue 24 §4): every signed-in
 * profile has a calendar (the spec's `event` route) and to-dos (`todo`, `/todo/{id}` the
 * reminder's click target). What a calendar shows of a school the server decides (getEvent).
 */
export const calendarRoute: ScreenRoute = {
  path: 'event',
  title: 'Calendar',
  screen: () => import('./CalendarPage'),
  access: SIGNED_IN,
  // Offered in the menu once the profile is in an institute (one in none has no school's days).
  offer: { needs: 'institute' },
};

const todoScreen = () => import('./TodoPage');
export const todoRoute: ScreenRoute = {
  path: 'todo',
  title: 'To-dos',
  screen: todoScreen,
  access: SIGNED_IN,
  offer: { needs: 'institute' },
};
/** One to-do: a reminder's click target. */
export const todoOneRoute: ScreenRoute = {
  path: 'todo/:id',
  title: 'To-do',
  screen: todoScreen,
  access: SIGNED_IN,
};

export const calendar: FeatureManifest = {
  name: 'calendar',
  routes: [calendarRoute, todoRoute, todoOneRoute],
  menu: [
    { label: 'Calendar', place: 'Productivity', order: 20, to: '/event', route: calendarRoute },
    { label: 'To-dos', place: 'Productivity', order: 30, to: '/todo', route: todoRoute },
  ],
};
