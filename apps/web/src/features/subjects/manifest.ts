import type { FeatureManifest, ScreenRoute } from '../../core/manifest';

/**
 * Subjects (the server's `subjects` module, issue 24 §0): the institute's subject list and who
 * teaches which subject in each class, for those who keep them (manageSubjects).
 */
export const subjectsRoute: ScreenRoute = {
  path: 'subjects',
  title: 'Subjects',
  screen: () => import('./SubjectsPage'),
  access: { needs: 'institute', anyOf: ['manageSubjects'] },
  gate: {
    refusal: { message: 'You do not have permission to keep the subjects of this institute.' },
  },
};

export const subjects: FeatureManifest = {
  name: 'subjects',
  routes: [subjectsRoute],
  menu: [
    { label: 'Subjects', place: 'School ERP', order: 125, to: '/subjects', route: subjectsRoute },
  ],
  shortcuts: [
    {
      label: 'Subjects',
      hint: 'Subjects and who teaches them',
      order: 73,
      to: () => '/subjects',
      route: subjectsRoute,
    },
  ],
};
