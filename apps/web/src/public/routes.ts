import type { PublicRoute } from './router/router';

/**
 * The public pages (spec §2.1, §2.2), each a lazily loaded module. Their paths lie under
 * PUBLIC_PAGE_PATHS of @shala/shared, which the server answers with public.html.
 */
export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  { path: '/auth', title: 'Login', area: 'auth', load: () => import('./auth/SignInPage') },
  { path: '/auth/signup', title: 'Signup', area: 'auth', load: () => import('./auth/SignUpPage') },
  {
    path: '/auth/verify-otp/:page',
    title: 'Verify Otp',
    area: 'auth',
    load: () => import('./auth/VerifyOtpPage'),
  },
  {
    path: '/auth/directadmission/:instituteId/:sessionId',
    title: 'Admission',
    area: 'auth',
    load: () => import('./auth/DirectAdmissionPage'),
  },
  {
    path: '/auth/forgotpassword',
    title: 'Forgot Password',
    area: 'auth',
    load: () => import('./auth/ForgotPasswordPage'),
  },
  {
    path: '/auth/setpassword/:id/:token',
    title: 'Set New Password',
    area: 'auth',
    load: () => import('./auth/SetPasswordPage'),
  },
  {
    path: '/auth/changePassword/:tp/:token',
    title: 'Change Password',
    area: 'auth',
    load: () => import('./auth/ChangePasswordPage'),
  },
  {
    path: '/auth/contactUs',
    title: 'Contact Us',
    area: 'auth',
    load: () => import('./contact/ContactPage'),
  },
  { path: '/policies', title: 'Policies', load: () => import('./pages/PoliciesPage') },
  { path: '/coming-soon', title: 'Comming Soon', load: () => import('./pages/ComingSoonPage') },
  {
    path: '/institute-details/:instituteId/:tabId',
    title: 'Institute Details',
    load: () => import('./pages/InstituteDetailsPage'),
  },
  {
    path: '/first-run',
    title: 'Set up Shala',
    area: 'auth',
    load: () => import('./setup/FirstRunPage'),
  },
  { path: '/404', title: 'Page Not Found', load: () => import('./pages/NotFoundPage') },
];
