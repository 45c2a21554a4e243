import { describe, expect, it } from 'vitest';
import { inRollOrder, inSchoolOrder, onceEach } from './roster-order.js';

const s = (firstName: string, rollNo: number | null, className = 'Class 5 A', lastName = 'K') => ({
  profileId: `${firstName}-${className}`,
  classId: className,
  firstName,
  lastName,
  rollNo,
  className,
});

describe('the order of the printed lists', () => {
  it('puts a class in roll order, those without a roll number last by name', () => {
    const order = inRollOrder([s('Zara', null), s('Meera', 3), s('Aarav', null), s('Ira', 1)]);
    expect(order.map((x) => x.firstName)).toEqual(['Ira', 'Meera', 'Aarav', 'Zara']);
  });

  it('puts classes in school order, then each in roll order', () => {
    const order = inSchoolOrder([
      s('Ira', 2, 'Class 10 A'),
      s('Jai', 1, 'Class 10 A'),
      s('Kabir', 1, 'Class 2 B'),
      s('Lata', 1, 'UKG A'),
    ]);
    expect(order.map((x) => x.firstName)).toEqual(['Lata', 'Kabir', 'Jai', 'Ira']);
  });

  it('keeps one row per student and class', () => {
    const rows = [s('Ira', 1), s('Ira', 1), s('Ira', 1, 'Class 6 A')];
    expect(onceEach(rows)).toHaveLength(2);
  });
});
