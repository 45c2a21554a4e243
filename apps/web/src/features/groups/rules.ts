import { type ClassData, type GroupAction, isUuid, type MyGroup } from '@shala/shared';

/** Numbers inside names sort as numbers: "Class 2" before "Class 10". */
const collator = new Intl.Collator('en-GB', { numeric: true, sensitivity: 'base' });
export const compareNames = (a: string, b: string) => collator.compare(a, b);

/** Where a level sits in a school: pre-primary first, then numbered classes, then the rest. */
const PRE_PRIMARY = ['playgroup', 'pre-nursery', 'nursery', 'lkg', 'ukg'];
export function compareLevels(a: string, b: string): number {
  const rank = (level: string) => {
    const i = PRE_PRIMARY.indexOf(level.trim().toLowerCase());
    return i >= 0 ? i : PRE_PRIMARY.length;
  };
  return rank(a) - rank(b) || compareNames(a, b);
}

export type LevelGroup = { level: string; classes: ClassData[] };

/** The institute's classes under their levels, in school order; classes by section. */
export function classesByLevel(classes: readonly ClassData[]): LevelGroup[] {
  const byLevel = new Map<string, ClassData[]>();
  for (const c of classes) {
    const level = c.level?.trim() || c.name;
    byLevel.set(level, [...(byLevel.get(level) ?? []), c]);
  }
  return [...byLevel.entries()]
    .sort(([a], [b]) => compareLevels(a, b))
    .map(([level, list]) => ({
      level,
      classes: [...list].sort((x, y) => compareNames(x.section ?? '', y.section ?? '')),
    }));
}

/** "A, B  c;D" → ["A", "B", "C", "D"], without repeats. */
export function parseSections(text: string): string[] {
  const seen = new Set<string>();
  for (const part of text.split(/[\s,;/]+/)) {
    const s = part.trim().toUpperCase();
    if (s) seen.add(s);
  }
  return [...seen];
}

export type MineEntry = { id: string; name: string; roles: string[]; group: MyGroup };

/**
 * The profile's memberships as one entry per group (a member for two sessions is listed once,
 * with each role once), institutes and classes apart, each by name.
 */
export function splitMine(rows: readonly MyGroup[] | undefined): {
  institutes: MineEntry[];
  classes: MineEntry[];
} {
  const byId = new Map<string, MineEntry>();
  for (const row of rows ?? []) {
    const entry = byId.get(row.id);
    if (entry) {
      if (!entry.roles.includes(row.roleName)) entry.roles.push(row.roleName);
    } else {
      byId.set(row.id, { id: row.id, name: row.name, roles: [row.roleName], group: row });
    }
  }
  const all = [...byId.values()];
  const sorted = (type: MyGroup['type']) =>
    all.filter((e) => e.group.type === type).sort((a, b) => compareNames(a.name, b.name));
  return { institutes: sorted('INSTITUTE'), classes: sorted('CLASS') };
}

/** Any of these opens the group's administration (/group/:id/details). */
export const ADMIN_ACTIONS: readonly GroupAction[] = [
  'manageMembers',
  'manageRoles',
  'getAuditLog',
];

/** Whether an address's group id can name a group at all (groups have UUIDs). */
export const isGroupId = (id: string) => isUuid(id);

/** A failed group load that means "no such group" (or one the profile may not see). */
export const isGroupMissing = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404;

/** A stored image path; none, empty or the string "null" means the default picture. */
export function imageOf(location: string | null | undefined): string | null {
  return location && location !== 'null' ? location : null;
}

/** "Demo Public School" → "DP". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((w) => w.charAt(0).toUpperCase())
    .join('');
}
