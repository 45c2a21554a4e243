import {
  type Access,
  linkAccess,
  MENU_SECTIONS,
  type MenuEntryDeclaration,
  type MenuPlace,
  type MenuSectionName,
  type MenuUser,
  SIGNED_IN,
} from '../../core/manifest';
import { FEATURES } from '../manifests';
import { mayOpen } from '../permissions/access';
import type { May } from '../permissions/rules';
import { PLACEHOLDER_ROUTES } from './manifest';

export type { MenuUser } from '../../core/manifest';
export { INSTITUTE_ACTION } from '../permissions/access';
export { institutePath, WORK_IN_PROGRESS } from './manifest';

/** A menu entry for one profile: its link, its note, and who may see it. */
export type MenuEntry = { label: string; to: string; note?: string; access: Access };
export type MenuSection = { label: MenuSectionName; entries: MenuEntry[] };

export const COMING_SOON = 'Coming soon';

/**
 * First path segments of the shell's children that open the coming-soon view: the one list of
 * what is not built yet is the shell's manifest.
 */
const COMING_SOON_ROOTS: ReadonlySet<string> = new Set(
  PLACEHOLDER_ROUTES.map(({ path }) => path.split('/')[0] ?? path),
);

/** Whether a link of the shell opens the coming-soon view. */
export function opensComingSoon(to: string): boolean {
  const first = to.replace(/^\//, '').split(/[/?#]/)[0] ?? '';
  return COMING_SOON_ROOTS.has(first);
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
