import { createBrowserRouter, type RouteObject, redirect } from 'react-router';
import { shellGuardLoader, unknownPathLoader } from './guards';
import { HydrateFallback, RootLayout } from './RootLayout';
import { RouteError } from './RouteError';
import { SHELL_PLACEHOLDERS } from './routes-shell';

// Every screen is its own lazily loaded module; only the frame above is in the entry chunk.
// The public pages (sign-in area, policies, 404, coming-soon, institute details) are the other
// web app (public.html, src/public): links to them load that page.
const comingSoonInShell = () =>
  import('../features/shell/ComingSoonView').then((m) => ({ Component: m.default }));

/** A shell screen: its module's default export, loaded when first visited. */
const screen = (
  path: string,
  title: string,
  load: () => Promise<{ default: React.ComponentType }>,
): RouteObject => ({
  path,
  handle: { title },
  lazy: () => load().then((m) => ({ Component: m.default })),
});

const shellChildren: RouteObject[] = [
  {
    index: true,
    handle: { title: 'Home' },
    lazy: () => import('../features/shell/DashboardPage').then((m) => ({ Component: m.default })),
  },
  {
    path: 'contactus',
    handle: { title: 'Contact Us' },
    lazy: () =>
      import('../features/shell/ShellContactPage').then((m) => ({ Component: m.default })),
  },
  screen('admin-console', 'Admin Console', () => import('../features/admin/AdminConsolePage')),
  { path: 'admission', loader: () => redirect('/admission/admin') },
  screen('admission/admin', 'Admission', () => import('../features/admission/AdmissionAdminPage')),
  screen(
    'admission/requests',
    'Admission Requests',
    () => import('../features/admission/AdmissionRequestsPage'),
  ),
  screen(
    'user-admission/:groupId',
    'Admission',
    () => import('../features/admission/UserAdmissionPage'),
  ),
  screen('groups', 'Groups', () => import('../features/groups/GroupsPage')),
  screen('invitations', 'Invitations', () => import('../features/invitations/InvitationsPage')),
  screen('group/:id', 'Group', () => import('../features/groups/GroupPage')),
  screen('group/:id/details', 'Group Details', () => import('../features/groups/GroupDetailsPage')),
  screen('group/:id/import', 'Import', () => import('../features/imports/ImportPage')),
  screen(
    'quick-setup/institute/:groupId',
    'Quick Setup',
    () => import('../features/setup/QuickSetupPage'),
  ),
  screen('terms/:tab', 'Academic Terms', () => import('../features/terms/TermsPage')),
  { path: 'terms', loader: () => redirect('/terms/terms') },
  screen('userprofile/:id', 'User Profile', () => import('../features/profiles/UserProfilePage')),
  { path: 'profile-settings', loader: () => redirect('/profile-settings/basic-info') },
  screen(
    'profile-settings/:tab',
    'Profile Settings',
    () => import('../features/profiles/ProfileSettingsPage'),
  ),
  screen(
    'verify-account',
    'Verify Account',
    () => import('../features/profiles/VerifyAccountPage'),
  ),
  screen('sign-contract', 'Sign Contract', () => import('../features/profiles/SignContractPage')),
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
        path: 'exam/:examName/:Id/:groupId',
        handle: { title: 'Examination' },
        lazy: () => import('../features/shell/ExamPage').then((m) => ({ Component: m.default })),
      },
      {
        id: 'shell',
        loader: shellGuardLoader,
        shouldRevalidate: () => true,
        handle: { title: 'Home' },
        lazy: () => import('../features/shell/ShellLayout').then((m) => ({ Component: m.default })),
        children: shellChildren,
      },
      { path: '*', loader: unknownPathLoader, Component: HydrateFallback },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
