import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { isPublicPagePath } from '@shala/shared';
import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  isScreen,
  linkAccess,
  type MenuUser,
  type ScreenRoute,
  type ShortcutContext,
} from '../core/manifest';
import { FEATURES } from './manifests';
import { isWithin } from './permissions';
import { REACHED_WITHIN } from './reached-within';
import { entryAccess, opensComingSoon } from './shell/menus';

const user: MenuUser = {
  userProfileId: 'p1',
  defaultInstituteId: 'i1',
  defaultClassId: 'c1',
  verified: 'VERIFIED',
  accountRole: 'ROLE_USER',
};
const context: ShortcutContext = { instituteId: 'i1', hasChildren: true };

const screens = FEATURES.flatMap((f) => (f.routes ?? []).filter(isScreen));
const entries = FEATURES.flatMap((f) => f.menu ?? []);
const shortcuts = FEATURES.flatMap((f) => f.shortcuts ?? []);
const opens = (route: ScreenRoute, to: string) =>
  matchPath({ path: `/${route.path}`, end: !route.deeper }, to.split(/[?#]/)[0] ?? to) !== null;

describe('the feature manifests', () => {
  it('list every feature folder that has a manifest, once', () => {
    const dir = new URL('.', import.meta.url).pathname;
    const withManifest = readdirSync(dir).filter(
      (name) =>
        statSync(join(dir, name)).isDirectory() &&
        readdirSync(join(dir, name)).includes('manifest.ts'),
    );
    expect(FEATURES.map((f) => f.name).sort()).toEqual(withManifest.sort());
  });

  it('declare each address once', () => {
    const paths = FEATURES.flatMap((f) => (f.routes ?? []).map((r) => r.path));
    expect(paths.filter((p, i) => paths.indexOf(p) !== i)).toEqual([]);
  });

  it('say who may open every screen, and what a refused visitor reads', () => {
    for (const route of screens) {
      expect(route.access, route.path).toBeTypeOf('object');
      if (route.access.anyOf || route.access.superAdmin) {
        expect(route.gate?.refusal?.message, route.path).toBeTruthy();
      }
      if (route.access.groupParam) {
        expect(route.path, route.path).toContain(`:${route.access.groupParam}`);
      }
    }
  });

  it('never offer a link to a screen that would refuse the visitor', () => {
    for (const route of screens) {
      expect(isWithin(linkAccess(route), route.access), route.path).toBe(true);
    }
  });

  it('link each menu entry and shortcut to the screen it declares', () => {
    for (const entry of entries) {
      const to = typeof entry.to === 'function' ? entry.to(user) : entry.to;
      if (entry.route) {
        expect(opens(entry.route, to), `${entry.label} -> ${to}`).toBe(true);
        expect(entry.access, `${entry.label} takes its screen's access`).toBeUndefined();
      } else {
        // Only the spec's entries whose screens are not built yet stand without one.
        expect(opensComingSoon(to), `${entry.label} -> ${to}`).toBe(true);
      }
    }
    for (const shortcut of shortcuts) {
      const to = shortcut.to(context);
      if (shortcut.route) expect(opens(shortcut.route, to), shortcut.label).toBe(true);
      else expect(isPublicPagePath(to.split('?')[0] ?? to), shortcut.label).toBe(true);
    }
  });

  it('give a shortcut and the menu entry of the same screen the same actions', () => {
    let pairs = 0;
    for (const shortcut of shortcuts) {
      for (const entry of entries.filter((e) => e.route && e.route === shortcut.route)) {
        pairs += 1;
        expect(entryAccess(entry), shortcut.label).toEqual(
          linkAccess(shortcut.route as ScreenRoute),
        );
      }
    }
    // Admission Management, Group Management and Academic terms are in both.
    expect(pairs).toBeGreaterThanOrEqual(3);
  });

  it('place each entry and shortcut at its own position', () => {
    const places = entries.map((e) => `${e.place} ${e.order}`);
    expect(places.filter((p, i) => places.indexOf(p) !== i)).toEqual([]);
    const orders = shortcuts.map((s) => s.order);
    expect(orders.filter((o, i) => orders.indexOf(o) !== i)).toEqual([]);
  });

  it('give every built screen an entry, or say which screen leads to it', () => {
    // Reached from within another screen (or the sign-in flow), not from a menu or shortcut.
    const reachedWithin = REACHED_WITHIN;
    const linked = new Set<ScreenRoute | undefined>([
      ...entries.map((e) => e.route),
      ...shortcuts.map((s) => s.route),
    ]);
    const built = screens.filter((route) => !opensComingSoon(`/${route.path}`));
    const unlinked = built.filter((route) => !linked.has(route)).map((route) => route.path);
    expect(unlinked.filter((path) => !(path in reachedWithin))).toEqual([]);
    // The list names only built screens without an entry.
    expect(Object.keys(reachedWithin).filter((path) => !unlinked.includes(path))).toEqual([]);
  });
});
