import { createBrowserRouter, type RouteObject } from 'react-router';
import { shellGuardLoader, unknownPathLoader } from './guards';
import { HydrateFallback, RootLayout } from './RootLayout';
import { RouteError } from './RouteError';
import { SHELL_PLACEHOLDERS } from './routes-shell';

// Every screen is its own lazily loaded module; only the frame above is in the entry chunk.
// The public pages (sign-in area, policies, 404, coming-soon, institute details) are the other
// web app (public.html, src/public): links to them load that page.
const comingSoonInShell = () =>
  import('../features/shell/ComingSoonView').then((m) => ({ Component: m.default }));

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
