import { describe, expect, it } from 'vitest';
import { groupByLevel, parseSections } from './class-levels';

describe('quick setup classes', () => {
  it('reads sections as a school types them', () => {
    expect(parseSections('A, b  c;A')).toEqual(['A', 'B', 'C']);
    expect(parseSections('  ')).toEqual([]);
  });

  it('groups classes by level in school order', () => {
    const c = (id: string, level: string | null, section: string | null, name = id) => ({
      id,
      name,
      level,
      section,
    });
    const rows = groupByLevel([
      c('1', 'Class 2', 'B'),
      c('2', 'Class 2', 'A'),
      c('3', 'Nursery', null),
      c('4', null, null, 'Music'),
      c('5', 'Class 10', 'A'),
    ]);
    expect(rows.map((r) => r.level)).toEqual(['Nursery', 'Class 2', 'Class 10', 'Music']);
    expect(rows[1]?.classes.map((x) => x.section)).toEqual(['A', 'B']);
  });
});
