import { createBrowserRouter, type RouteObject } from 'react-router';
import { authAreaLoader, shellGuardLoader } from './guards';
import { HydrateFallback, RootLayout } from './RootLayout';
import { RouteError } from './RouteError';
import { SHELL_PLACEHOLDERS } from './routes-shell';

// Every screen is its own lazily loaded module; only the frame above is in the entry chunk.
const authChildren: RouteObject[] = [
  {
    index: true,
    handle: { title: 'Login' },
    lazy: () => import('../features/auth/SignInPage').then((m) => ({ Component: m.default })),
  },
  {
    path: 'signup',
    handle: { title: 'Signup' },
    lazy: () => import('../features/auth/SignUpPage').then((m) => ({ Component: m.default })),
  },
  {
    path: 'verify-otp/:page',
    handle: { title: 'Verify Otp' },
    lazy: () => import('../features/auth/VerifyOtpPage').then((m) => ({ Component: m.default })),
  },
  {
    path: 'directadmission/:instituteId/:sessionId',
    handle: { title: 'Admission' },
    lazy: () =>
      import('../features/auth/DirectAdmissionPage').then((m) => ({ Component: m.default })),
  },
  {
    path: 'forgotpassword',
    handle: { title: 'Forgot Password' },
    lazy: () =>
      import('../features/auth/ForgotPasswordPage').then((m) => ({ Component: m.default })),
  },
  {
    path: 'setpassword/:id/:token',
    handle: { title: 'Set New Password' },
    lazy: () => import('../features/auth/SetPasswordPage').then((m) => ({ Component: m.default })),
  },
  {
    path: 'changePassword/:tp/:token',
    handle: { title: 'Change Password' },
    lazy: () =>
      import('../features/auth/ChangePasswordPage').then((m) => ({ Component: m.default })),
  },
  {
    path: 'contactUs',
    handle: { title: 'Contact Us' },
    lazy: () => import('../features/contact/ContactPage').then((m) => ({ Component: m.default })),
  },
];

const comingSoonInShell = () =>
  import('../features/public/ComingSoonPage').then((m) => ({ Component: m.ComingSoonInShell }));

const shellChildren: RouteObject[] = [
  {
    index: true,
    handle: { title: 'Home' },
    lazy: () => import('../features/shell/DashboardPage').then((m) => ({ Component: m.default })),
  },
  {
    path: 'contactus',
    handle: { title: 'Contact Us' },
    lazy: () => import('../features/contact/ContactPage').then((m) => ({ Component: m.default })),
  },
  ...SHELL_PLACEHOLDERS.flatMap(({ path, title }): RouteObject[] => [
    { path, handle: { title }, lazy: comingSoonInShell },
    { path: `${path}/*`, handle: { title }, lazy: comingSoonInShell },
  ]),
];

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    HydrateFallback,
    ErrorBoundary: RouteError,
    children: [
      {
        path: 'auth',
        loader: authAreaLoader,
        handle: { title: 'Login' },
        lazy: () => import('../features/auth/AuthLayout').then((m) => ({ Component: m.default })),
        children: authChildren,
      },
      {
        path: 'policies',
        handle: { title: 'Policies' },
        lazy: () =>
          import('../features/public/PoliciesPage').then((m) => ({ Component: m.default })),
      },
      {
        path: 'coming-soon',
        handle: { title: 'Comming Soon' },
        lazy: () =>
          import('../features/public/ComingSoonPage').then((m) => ({ Component: m.default })),
      },
      {
        path: 'institute-details/:instituteId/:tabId',
        handle: { title: 'Institute Details' },
        lazy: () =>
          import('../features/public/InstituteDetailsPage').then((m) => ({
            Component: m.default,
          })),
      },
      {
        path: 'exam/:examName/:Id/:groupId',
        handle: { title: 'Examination' },
        lazy: () =>
          import('../features/public/ComingSoonPage').then((m) => ({ Component: m.default })),
      },
      {
        id: 'shell',
        loader: shellGuardLoader,
        shouldRevalidate: () => true,
        handle: { title: 'Home' },
        lazy: () => import('../features/shell/ShellLayout').then((m) => ({ Component: m.default })),
        children: shellChildren,
      },
      {
        path: '404',
        handle: { title: 'Page Not Found' },
        lazy: () =>
          import('../features/public/NotFoundPage').then((m) => ({ Component: m.default })),
      },
      {
        path: '*',
        handle: { title: 'Page Not Found' },
        lazy: () =>
          import('../features/public/NotFoundPage').then((m) => ({ Component: m.default })),
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
