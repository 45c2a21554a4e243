import { describe, expect, it } from 'vitest';
import { classRank, compareClassNames, sortClasses } from './class-order.js';

const sorted = (names: string[]) => [...names].sort(compareClassNames);

describe('school order of classes', () => {
  it('puts pre-primary first: Pre-Nursery, Nursery, LKG, UKG', () => {
    expect(sorted(['UKG A', 'Class 1 A', 'LKG A', 'Nursery A', 'Pre-Nursery'])).toEqual([
      'Pre-Nursery',
      'Nursery A',
      'LKG A',
      'UKG A',
      'Class 1 A',
    ]);
  });

  it('takes KG as the lower kindergarten year, before UKG', () => {
    expect(sorted(['UKG', 'KG', 'Nursery'])).toEqual(['Nursery', 'KG', 'UKG']);
  });

  it('numbers classes: Class 10 after Class 9, Class 12 last', () => {
    expect(
      sorted(['Class 10 A', 'Class 2 A', 'Class 12', 'Class 9 B', 'Class 9 A', 'Class 1 B']),
    ).toEqual(['Class 1 B', 'Class 2 A', 'Class 9 A', 'Class 9 B', 'Class 10 A', 'Class 12']);
  });

  it('reads roman numerals: Class IX before Class X, after Class 8', () => {
    expect(sorted(['Class X', 'Class IX', 'Class 8', 'Class IV'])).toEqual([
      'Class IV',
      'Class 8',
      'Class IX',
      'Class X',
    ]);
    expect(classRank('Class XII B')).toMatchObject({ band: 1, number: 12, section: 'B' });
  });

  it('orders sections A, B, C within a level, case aside', () => {
    expect(sorted(['Class 5 C', 'Class 5 a', 'Class 5 B'])).toEqual([
      'Class 5 a',
      'Class 5 B',
      'Class 5 C',
    ]);
    expect(compareClassNames('Class 5', 'Class 5', 'B', 'A')).toBeGreaterThan(0);
  });

  it('knows Grade and Std, and puts unknown names last, alphabetically', () => {
    expect(sorted(['Music club', 'Grade 3', 'Std 2', 'Art', 'Nursery'])).toEqual([
      'Nursery',
      'Std 2',
      'Grade 3',
      'Art',
      'Music club',
    ]);
  });

  it('sorts objects by their name without changing the list given', () => {
    const list = [{ name: 'Class 10 A' }, { name: 'LKG A' }, { name: 'Class 2 A' }];
    expect(sortClasses(list).map((c) => c.name)).toEqual(['LKG A', 'Class 2 A', 'Class 10 A']);
    expect(list[0]?.name).toBe('Class 10 A');
  });
});
