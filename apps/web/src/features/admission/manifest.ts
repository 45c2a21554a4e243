import {
  type Access,
  type FeatureManifest,
  type ScreenRoute,
  SIGNED_IN,
} from '../../core/manifest';

/**
 * Both admission screens show the default institute's admissions, which the server lets only
 * readers of admission requests see; changing a class (createAdmissionConfig) and deciding
 * (decideAdmission) are offered on the screens to those who hold them.
 */
const READS_ADMISSIONS: Access = { needs: 'institute', anyOf: ['getAdmissionRequests'] };

export const admissionAdminRoute: ScreenRoute = {
  path: 'admission/admin',
  title: 'Admission',
  screen: () => import('./AdmissionAdminPage'),
  access: READS_ADMISSIONS,
  gate: {
    heading: 'Admission Management',
    refusal: { message: 'You do not have permission to manage admissions of this institute.' },
  },
};

export const admissionRequestsRoute: ScreenRoute = {
  path: 'admission/requests',
  title: 'Admission Requests',
  screen: () => import('./AdmissionRequestsPage'),
  access: READS_ADMISSIONS,
  gate: {
    refusal: { message: 'You do not have permission to see admission requests of this institute.' },
  },
};

/** A parent applies for a child to an institute that takes applications. */
export const userAdmissionRoute: ScreenRoute = {
  path: 'user-admission/:groupId',
  title: 'Admission',
  screen: () => import('./UserAdmissionPage'),
  access: SIGNED_IN,
};

export const admission: FeatureManifest = {
  name: 'admission',
  routes: [
    { path: 'admission', redirect: '/admission/admin' },
    admissionAdminRoute,
    admissionRequestsRoute,
    userAdmissionRoute,
  ],
  menu: [
    {
      label: 'Admission Management',
      place: 'School ERP',
      order: 100,
      to: '/admission/admin',
      route: admissionAdminRoute,
    },
  ],
  shortcuts: [
    {
      label: 'Admission Requests',
      hint: 'Review, accept or reject applications',
      order: 10,
      to: () => '/admission/requests',
      route: admissionRequestsRoute,
    },
    {
      label: 'Admission Management',
      hint: 'Open classes, seats and the admission link',
      order: 20,
      to: () => '/admission/admin',
      route: admissionAdminRoute,
    },
    {
      label: 'Apply for admission',
      hint: 'For a child, and follow the applications',
      order: 80,
      to: ({ instituteId }) => `/user-admission/${instituteId}`,
      route: userAdmissionRoute,
      when: ({ hasChildren }) => hasChildren,
    },
  ],
};
