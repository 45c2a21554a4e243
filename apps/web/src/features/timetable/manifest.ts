import type { FeatureManifest, ScreenRoute } from '../../core/manifest';

/**
 * Timetable (the server's `timetable` module, issue 24 §2): /timetable opens the caller's own
 * week (a student's class, a parent's child's, a teacher's teaching; an admin chooses a class,
 * teacher or room and keeps the timetable), /timetable/{id} a class's week (the notifications'
 * click target). One route with an optional id: the dashboard's budget counts every byte here.
 */
export const timetableRoute: ScreenRoute = {
  path: 'timetable/:id?',
  title: 'Timetable',
  screen: () => import('./TimetablePage'),
  access: { needs: 'institute', anyOf: ['getTimetable'] },
  gate: {
    refusal: { message: 'You do not have permission to see the timetable of this institute.' },
  },
};

export const timetable: FeatureManifest = {
  name: 'timetable',
  routes: [timetableRoute],
  menu: [
    { label: 'Timetable', place: 'School ERP', order: 30, to: '/timetable', route: timetableRoute },
  ],
};
