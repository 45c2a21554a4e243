import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FEATURES } from '../features/manifests';
import { featureRoutes } from './routes';

describe('the router built from the manifests', () => {
  const built = featureRoutes(FEATURES);

  it('puts the screen gate in front of every screen, with the declared access', () => {
    const screens = built.filter((r) => !r.loader);
    expect(screens.length).toBeGreaterThan(40);
    for (const route of screens) {
      const handle = route.handle as { title?: string; access?: object } | undefined;
      expect(handle?.title, route.path).toBeTruthy();
      expect(handle?.access, route.path).toBeTypeOf('object');
      expect(route.lazy, route.path).toBeTypeOf('function');
    }
  });

  it('keeps the addresses of the signed-in app', () => {
    const paths = built.map((r: RouteObject) => (r.index ? '(index)' : r.path));
    for (const path of [
      '(index)',
      'admin-console',
      'admission',
      'admission/admin',
      'admission/requests',
      'user-admission/:groupId',
      'groups',
      'invitations',
      'group/:id',
      'group/:id/details',
      'group/:id/import',
      'quick-setup/institute/:groupId',
      'terms/:tab',
      'terms',
      'userprofile/:id',
      'profile-settings',
      'profile-settings/:tab',
      'verify-account',
      'sign-contract',
      // /timetable and /timetable/{id}, one route with an optional id.
      'timetable/:id?',
    ]) {
      expect(paths, path).toContain(path);
    }
  });
});
