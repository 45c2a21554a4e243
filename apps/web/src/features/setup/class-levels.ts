import { type ClassData, compareClassLevels } from '@shala/shared';

/** What the wizard shows of a class. */
type SetupClass = Pick<ClassData, 'id' | 'name' | 'level' | 'section'>;

/** "A, b  C" -> ["A", "B", "C"]: sections as typed, upper-cased, without repeats. */
export function parseSections(text: string): string[] {
  const parts = text
    .split(/[\s,;]+/)
    .map((s) => s.trim().toUpperCase())
    .filter((s) => s.length > 0);
  return [...new Set(parts)];
}

export type LevelRow<C extends SetupClass = SetupClass> = { level: string; classes: C[] };

/** Classes grouped by level in school order; sections sorted within a level. */
export function groupByLevel<C extends SetupClass>(classes: readonly C[]): LevelRow<C>[] {
  const byLevel = new Map<string, C[]>();
  for (const c of classes) {
    const level = c.level ?? c.name;
    byLevel.set(level, [...(byLevel.get(level) ?? []), c]);
  }
  return [...byLevel.entries()]
    .sort(([a], [b]) => compareClassLevels(a, b))
    .map(([level, list]) => ({
      level,
      classes: [...list].sort((a, b) => (a.section ?? '').localeCompare(b.section ?? '')),
    }));
}
