import type { Action, UserData } from '@shala/shared';
import type { ComponentType } from 'react';

/**
 * What a feature declares about itself (features/<name>/manifest.ts). The router, the menus,
 * the dashboard's shortcuts and the one screen gate are built from these declarations
 * (features/manifests.ts lists them), so a menu entry, its shortcut and its page cannot
 * disagree about who may open it.
 */

/** Who may open a screen, or who is offered a link to it. */
export type Access = {
  /** Actions any one of which opens it; none: every signed-in profile. */
  anyOf?: readonly Action[];
  /**
   * About the profile's default institute (or default class): only with one chosen, and the
   * institute's basic permission (getGroup) held.
   */
  needs?: 'institute' | 'class';
  /** Only the platform's super admin (accountRole ROLE_SUPER_ADMIN). */
  superAdmin?: boolean;
  /**
   * The route parameter naming the group where `anyOf` is looked up (`id` of group/:id);
   * without one, the profile's default institute and class (or any of its groups) count.
   */
  groupParam?: string;
};

/** Open to every signed-in profile; the screen itself shows what the profile may see. */
export const SIGNED_IN: Access = {};

/** What a screen says to someone the gate refuses, and where it sends them. */
export type Refusal = {
  message: string;
  detail?: string;
  back?: { label: string; to: string };
};

/** A screen of the signed-in app, under the shell (spec §2.3). */
export type ScreenRoute = {
  /** Without the leading slash, as React Router writes it: 'admission/admin', 'group/:id'. */
  path: string;
  /** The page title after "Shala | ". */
  title: string;
  /** The screen, loaded when first visited (its module's default export). */
  screen: () => Promise<{ default: ComponentType }>;
  /** Who may open it: the screen gate lets only them in. */
  access: Access;
  /**
   * Who is offered links to it (menu entry, dashboard shortcut) when that is fewer than may
   * open it (Group Management lists anyone's groups, but only managers are offered it). It
   * must be at least as strict as `access`: a link never leads to a refusal.
   */
  offer?: Access;
  /** The gate's heading (the title when not given) and what it says to those it refuses. */
  gate?: { heading?: string; refusal?: Refusal };
  /** Deeper addresses (`path/*`) open the same screen (the placeholders of spec §2.4 links). */
  deeper?: boolean;
};

/** An address that only sends on to another (`admission` -> `/admission/admin`). */
export type RedirectRoute = { path: string; redirect: string };

export type FeatureRoute = ScreenRoute | RedirectRoute;

export const isScreen = (route: FeatureRoute): route is ScreenRoute => 'screen' in route;

/** What the menus know of the signed-in profile. */
export type MenuUser = Pick<
  UserData,
  'userProfileId' | 'defaultInstituteId' | 'defaultClassId' | 'verified' | 'accountRole'
>;

/** The spec §2.4 menus, in their order. */
export const MENU_SECTIONS = ['School ERP', 'Education', 'Career', 'Productivity'] as const;
export type MenuSectionName = (typeof MENU_SECTIONS)[number];

/** Where an entry shows: a menu of the top bar, the user dropdown, or a button of its own. */
export type MenuPlace = MenuSectionName | 'user' | 'bar';

export type MenuEntryDeclaration = {
  label: string;
  place: MenuPlace;
  /** Its position in that menu; the spec §2.4 order. */
  order: number;
  to: string | ((user: MenuUser) => string);
  /** The screen it opens: who may see the entry is the route's `offer` (else `access`). */
  route?: ScreenRoute;
  /** Only for an entry whose screen is not built yet (no route): who sees it. */
  access?: Access;
  /** The spec's note beside the label ("Work in progress"). */
  note?: string;
};

/** What the dashboard knows when it offers shortcuts: the institute in view. */
export type ShortcutContext = { instituteId: string; hasChildren: boolean };

export type ShortcutDeclaration = {
  label: string;
  hint: string;
  /** Its position among the dashboard's shortcuts. */
  order: number;
  to: (context: ShortcutContext) => string;
  /** The screen it opens (none: a page of the public app); who is offered it, as for menus. */
  route?: ScreenRoute;
  /** A condition that is not a permission (a parent applies for a child). */
  when?: (context: ShortcutContext) => boolean;
  /**
   * A screen of the platform, not of an institute (the Admin Console): offered with no
   * institute in view too, to whoever may open it.
   */
  platform?: true;
};

export type FeatureManifest = {
  /** The feature's folder, named as the server's module. */
  name: string;
  routes?: readonly FeatureRoute[];
  menu?: readonly MenuEntryDeclaration[];
  shortcuts?: readonly ShortcutDeclaration[];
};

/** Every feature's shortcuts, in their order (the app frame offers them to the dashboard). */
export const shortcutsOf = (features: readonly FeatureManifest[]): ShortcutDeclaration[] =>
  features.flatMap((f) => f.shortcuts ?? []).sort((a, b) => a.order - b.order);

/** Who is offered links to a screen: its `offer`, else whoever may open it. */
export const linkAccess = (route: ScreenRoute): Access => route.offer ?? route.access;
