import { createBrowserRouter, type RouteObject } from 'react-router';
import { FEATURES } from '../features/manifests';
import { shellGuardLoader, unknownPathLoader } from './guards';
import { HydrateFallback, RootLayout } from './RootLayout';
import { RouteError } from './RouteError';
import { featureRoutes } from './routes';

// Every screen is its own lazily loaded module; only the frame above is in the entry chunk.
// The screens are the features' (features/manifests.ts); the public pages (sign-in area,
// policies, 404, coming-soon, institute details) are the other web app (public.html,
// src/public): links to them load that page.

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    HydrateFallback,
    ErrorBoundary: RouteError,
    children: [
      {
        // Spec §2.2: outside the shell, yet signed in only (spec §2.3's guard, returnUrl kept).
        path: 'exam/:examName/:Id/:groupId',
        loader: shellGuardLoader,
        handle: { title: 'Examination' },
        lazy: () =>
          import('../features/exams/sitting/ExamWindowPage').then((m) => ({
            Component: m.default,
          })),
      },
      {
        id: 'shell',
        loader: shellGuardLoader,
        shouldRevalidate: () => true,
        handle: { title: 'Home' },
        lazy: () => import('../features/shell/ShellLayout').then((m) => ({ Component: m.default })),
        children: [
          {
            // The public contact form, hosted in the shell.
            path: 'contactus',
            handle: { title: 'Contact Us' },
            lazy: () => import('./ShellContactPage').then((m) => ({ Component: m.default })),
          },
          ...featureRoutes(FEATURES),
        ],
      },
      { path: '*', loader: unknownPathLoader, Component: HydrateFallback },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
