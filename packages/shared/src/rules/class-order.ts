// School order of classes (issue 22 item 5): Pre-Nursery, Nursery, LKG (KG), UKG, then Class 1 …
// Class 12 by number (arabic or roman), each level's sections A, B …; names the rule does not
// know come after, alphabetically. One comparator for every list of classes.

const PRE_PRIMARY: readonly (readonly string[])[] = [
  ['playgroup', 'play group', 'pre nursery', 'prenursery', 'pre-nursery', 'pre-kg', 'prekg'],
  ['nursery'],
  ['lkg', 'kg', 'kg1', 'kg 1', 'kindergarten', 'lower kg', 'junior kg', 'jr kg', 'pp1'],
  ['ukg', 'kg2', 'kg 2', 'upper kg', 'senior kg', 'sr kg', 'pp2'],
];

const ROMAN: Record<string, number> = { i: 1, v: 5, x: 10, l: 50, c: 100 };

/** A roman numeral's value (I … XII and on), or NaN when it is not one. */
function romanValue(text: string): number {
  const s = text.toLowerCase();
  if (!/^[ivxlc]+$/.test(s)) return Number.NaN;
  let total = 0;
  for (let i = 0; i < s.length; i++) {
    const v = ROMAN[s[i] as string] as number;
    const next = ROMAN[s[i + 1] as string] ?? 0;
    total += v < next ? -v : v;
  }
  return total;
}

export type ClassRank = { band: number; number: number; section: string; name: string };

/**
 * Where a class stands: band 0 pre-primary (number = its step), 1 numbered classes (Class 1,
 * Grade 10, Std IX, 7), 2 anything else; `section` is what follows the level.
 */
export function classRank(name: string, section?: string | null): ClassRank {
  const text = name.trim().replace(/\s+/g, ' ');
  const lower = text.toLowerCase();
  for (let step = 0; step < PRE_PRIMARY.length; step++) {
    for (const word of PRE_PRIMARY[step] as readonly string[]) {
      if (lower === word || lower.startsWith(`${word} `) || lower.startsWith(`${word}-`)) {
        const rest = text.slice(word.length).replace(/^[\s-]+/, '');
        return {
          band: 0,
          number: step,
          section: (section ?? rest).trim().toUpperCase(),
          name: text,
        };
      }
    }
  }
  const numbered = /^(?:(?:class|grade|std\.?|standard)\s*)?(\d{1,2}|[ivxlc]+)\b[\s-]*(.*)$/i.exec(
    text,
  );
  if (numbered) {
    const token = numbered[1] as string;
    const value = /^\d+$/.test(token) ? Number(token) : romanValue(token);
    const hasPrefix = !/^(\d|[ivxlc])/i.test(text);
    // A bare roman-looking word ("Civics") is no class number; a bare number is.
    if (
      Number.isFinite(value) &&
      value > 0 &&
      (hasPrefix || /^\d+$/.test(token) || token.length <= 4)
    ) {
      const rest = (numbered[2] ?? '').trim();
      return {
        band: 1,
        number: value,
        section: (section ?? rest).trim().toUpperCase(),
        name: text,
      };
    }
  }
  return { band: 2, number: 0, section: (section ?? '').trim().toUpperCase(), name: text };
}

/** Compares two class names (with their sections, when kept apart) in school order. */
export function compareClassNames(
  a: string,
  b: string,
  sectionA?: string | null,
  sectionB?: string | null,
): number {
  const x = classRank(a, sectionA);
  const y = classRank(b, sectionB);
  if (x.band !== y.band) return x.band - y.band;
  if (x.band === 2) {
    return (
      x.name.localeCompare(y.name, 'en-GB', { numeric: true, sensitivity: 'base' }) ||
      x.section.localeCompare(y.section, 'en-GB')
    );
  }
  if (x.number !== y.number) return x.number - y.number;
  return (
    x.section.localeCompare(y.section, 'en-GB', { numeric: true, sensitivity: 'base' }) ||
    x.name.localeCompare(y.name, 'en-GB')
  );
}

/** The classes (anything with a name) sorted in school order; a new array. */
export function sortClasses<T>(
  items: readonly T[],
  nameOf: (item: T) => string = (item) => (item as { name: string }).name,
): T[] {
  return [...items].sort((p, q) => compareClassNames(nameOf(p), nameOf(q)));
}
