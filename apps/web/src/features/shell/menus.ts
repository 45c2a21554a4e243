import { matchRoutes, type RouteObject } from 'react-router';
import {
  type Access,
  isScreen,
  linkAccess,
  MENU_SECTIONS,
  type MenuEntryDeclaration,
  type MenuPlace,
  type MenuSectionName,
  type MenuUser,
  type ScreenRoute,
  SIGNED_IN,
} from '../../core/manifest';
import { FEATURES } from '../manifests';
import { type May, mayOpen } from '../permissions';
import { PLACEHOLDER_ROUTES } from './manifest';

export type { MenuUser } from '../../core/manifest';
export { INSTITUTE_ACTION } from '../permissions';
export { institutePath, WORK_IN_PROGRESS } from './manifest';

/** A menu entry for one profile: its link, its note, and who may see it. */
export type MenuEntry = { label: string; to: string; note?: string; access: Access };
export type MenuSection = { label: MenuSectionName; entries: MenuEntry[] };

export const COMING_SOON = 'Coming soon';

/**
 * The shell's children as the router ranks them (app/routes.ts builds the same table): each
 * knows the manifest route it opens, or the address it sends on to.
 */
type Target = { screen: ScreenRoute } | { redirect: string };
const ROUTE_TABLE: RouteObject[] = FEATURES.flatMap((f) =>
  (f.routes ?? []).flatMap((route): RouteObject[] => {
    const handle: Target = isScreen(route) ? { screen: route } : { redirect: route.redirect };
    const main: RouteObject = { path: route.path, handle };
    return isScreen(route) && route.deeper ? [main, { path: `${route.path}/*`, handle }] : [main];
  }),
);
const PLACEHOLDERS: ReadonlySet<ScreenRoute> = new Set(PLACEHOLDER_ROUTES);

/** Links already matched: the menus ask for the same few on every render. */
const matched = new Map<string, ScreenRoute | undefined>();

/** The manifest screen a link of the shell opens (after its redirects), if any does. */
export function screenOf(to: string): ScreenRoute | undefined {
  const pathname = to.split(/[?#]/)[0] || '/';
  if (matched.has(pathname)) return matched.get(pathname);
  if (matched.size > 1000) matched.clear();
  let screen: ScreenRoute | undefined;
  let next: string | undefined = pathname;
  for (let hops = 0; next !== undefined && hops < 5; hops += 1) {
    const target = matchRoutes(ROUTE_TABLE, next)?.at(-1)?.route.handle as Target | undefined;
    next = target && 'redirect' in target ? target.redirect : undefined;
    screen = target && 'screen' in target ? target.screen : undefined;
  }
  matched.set(pathname, screen);
  return screen;
}

/**
 * Whether a link of the shell opens the coming-soon view: no feature manifest provides a screen
 * for it (the router's best match is one of the shell's placeholders, or nothing). Decided by the
 * same ranking the router uses, so erp/fee-details/:id (built) wins over erp/* (not yet).
 */
export function opensComingSoon(to: string): boolean {
  const screen = screenOf(to);
  return !screen || PLACEHOLDERS.has(screen);
}

/** Every feature's menu entries, in their places' order. */
const DECLARED: readonly MenuEntryDeclaration[] = FEATURES.flatMap((f) => f.menu ?? []).sort(
  (a, b) => a.order - b.order,
);

/** Who sees an entry: those offered its screen, or (not built yet) whom it names. */
export function entryAccess(entry: MenuEntryDeclaration): Access {
  return entry.route ? linkAccess(entry.route) : (entry.access ?? SIGNED_IN);
}

/** The entries of one place for one profile, every one of them (gateMenus keeps the allowed). */
function entriesOf(place: MenuPlace, user: MenuUser): MenuEntry[] {
  return DECLARED.filter((entry) => entry.place === place).map((entry) =>
    noted({
      label: entry.label,
      to: typeof entry.to === 'function' ? entry.to(user) : entry.to,
      note: entry.note,
      access: entryAccess(entry),
    }),
  );
}

/** Spec §2.4 menus, every entry; gateMenus() keeps the ones the profile may see. */
export function shellMenus(user: MenuUser): MenuSection[] {
  return MENU_SECTIONS.map((label) => ({ label, entries: entriesOf(label, user) }));
}

/** An entry whose screen is not built yet says so, unless the spec gives it a note. */
function noted(entry: MenuEntry): MenuEntry {
  return entry.note || !opensComingSoon(entry.to) ? entry : { ...entry, note: COMING_SOON };
}

/** Whether the profile may see one entry: the rule the screen gate applies to its screen. */
export function mayShow(entry: MenuEntry, may: May, user: MenuUser): boolean {
  return mayOpen(entry.access, may, user);
}

/** The entries the profile may see (mayShow); sections left empty disappear. */
export function gateMenus(
  sections: readonly MenuSection[],
  may: May,
  user: MenuUser,
): MenuSection[] {
  return sections
    .map((section) => ({
      ...section,
      entries: section.entries.filter((entry) => mayShow(entry, may, user)),
    }))
    .filter((section) => section.entries.length > 0);
}

/** Read after the user's name on the user dropdown's button: what the button is. */
export const USER_MENU_SUFFIX = ', user menu';

/** Spec §2.4 user dropdown, without Sign Out (which is an action, not a link). */
export function userMenuLinks(user: MenuUser): MenuEntry[] {
  return entriesOf('user', user);
}

/** Buttons of their own in the top bar (the super admin's Admin Console), for this profile. */
export function barLinks(user: MenuUser, may: May): MenuEntry[] {
  return entriesOf('bar', user).filter((entry) => mayShow(entry, may, user));
}
