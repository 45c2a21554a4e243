import { type RouteObject, redirect } from 'react-router';
import { type FeatureManifest, isScreen, type ScreenRoute } from '../core/manifest';

/**
 * A screen of a feature as React Router's route: lazily loaded with the one screen gate in
 * front of it (GatedScreen, built from the same declaration as its menu entry and shortcut).
 */
function screenRoutes(route: ScreenRoute): RouteObject[] {
  const handle = { title: route.title, access: route.access };
  const lazy = async () => {
    const [{ default: Screen }, { gatedScreen }] = await Promise.all([
      route.screen(),
      import('./GatedScreen'),
    ]);
    return { Component: gatedScreen(route, Screen) };
  };
  if (route.path === '') return [{ index: true, handle, lazy }];
  const main: RouteObject = { path: route.path, handle, lazy };
  return route.deeper ? [main, { path: `${route.path}/*`, handle, lazy }] : [main];
}

/** The shell's children: every route every feature declares. */
export function featureRoutes(features: readonly FeatureManifest[]): RouteObject[] {
  return features.flatMap((feature) =>
    (feature.routes ?? []).flatMap((route) =>
      isScreen(route)
        ? screenRoutes(route)
        : [{ path: route.path, loader: () => redirect(route.redirect) }],
    ),
  );
}
