import type { FeatureManifest, ScreenRoute } from '../../core/manifest';
import { ACADEMIC_PATH, documentsPath, personalInfoPath } from './paths';

/**
 * A student's record (the server's `records` module, issue 25 §5): School ERP → My ERP Profile
 * and My Documents, Education → Academic. Every member of the institute may open them; the
 * server decides whose record the profile may read (its own, its children's, the staff who
 * hold the details) and says so in the page.
 */
export const personalInfoRoute: ScreenRoute = {
  path: 'erp/personal-info/:profileId/:instituteId/:classId?',
  title: 'My ERP Profile',
  screen: () => import('./ProfilePage'),
  access: { needs: 'institute' },
};

export const documentsRoute: ScreenRoute = {
  path: 'erp/documents/:profileId/:instituteId/:classId?',
  title: 'My Documents',
  screen: () => import('./DocumentsPage'),
  access: { needs: 'institute' },
};

export const academicRoute: ScreenRoute = {
  path: 'erp/Academic',
  title: 'Academic',
  screen: () => import('./AcademicPage'),
  access: { needs: 'institute' },
};

export const records: FeatureManifest = {
  name: 'records',
  routes: [personalInfoRoute, documentsRoute, academicRoute],
  menu: [
    {
      label: 'My ERP Profile',
      place: 'School ERP',
      order: 10,
      to: (u) => personalInfoPath(u.userProfileId, u.defaultInstituteId, u.defaultClassId),
      route: personalInfoRoute,
    },
    {
      label: 'My Documents',
      place: 'School ERP',
      order: 20,
      to: (u) => documentsPath(u.userProfileId, u.defaultInstituteId, u.defaultClassId),
      route: documentsRoute,
    },
    { label: 'Academic', place: 'Education', order: 20, to: ACADEMIC_PATH, route: academicRoute },
  ],
};
