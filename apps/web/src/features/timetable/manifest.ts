import type { FeatureManifest, ScreenRoute } from '../../core/manifest';

/**
 * Timetable (the server's `timetable` module, issue 24 §2): /timetable opens the caller's own
 * week (a student's class, a parent's child's, a teacher's teaching; an admin chooses a class,
 * teacher or room and keeps the timetable), /timetable/{id} a class's week (the notifications'
 * click target).
 */
const access = { needs: 'institute', anyOf: ['getTimetable'] } as const;
const gate = { refusal: { message: 'You do not have permission to see the timetable.' } };

export const timetableRoute: ScreenRoute = {
  path: 'timetable',
  title: 'Timetable',
  screen: () => import('./TimetablePage'),
  access,
  gate,
};

export const classTimetableRoute: ScreenRoute = {
  path: 'timetable/:id',
  title: 'Timetable',
  screen: () => import('./TimetablePage'),
  access,
  gate,
};

export const timetable: FeatureManifest = {
  name: 'timetable',
  routes: [timetableRoute, classTimetableRoute],
  menu: [
    { label: 'Timetable', place: 'School ERP', order: 30, to: '/timetable', route: timetableRoute },
  ],
};
