import { describe, expect, it } from 'vitest';
import { audienceLabel } from './presenters.js';

const named = (...names: string[]) => names.map((name, i) => ({ id: String(i), name }));

describe('audienceLabel', () => {
  it('names whom a notice is to, as read after "To"', () => {
    expect(audienceLabel('INSTITUTE', [])).toBe('Everyone');
    expect(audienceLabel('CLASSES', named('Class 5 A', 'Class 5 B'))).toBe('Class 5 A, Class 5 B');
    expect(audienceLabel('CLASSES', named('1 A', '1 B', '2 A', '2 B', '3 A'))).toBe(
      '1 A, 1 B, 2 A and 2 more',
    );
    expect(audienceLabel('PEOPLE', named('Asha Verma', 'Ravi Rao', 'Maya Sen'))).toBe('3 people');
    expect(audienceLabel('ROLES', named('Teacher'))).toBe('the Teacher role');
    expect(audienceLabel('ROLES', named('Teacher', 'Accountant', 'Front Office'))).toBe(
      'the Teacher, Accountant and Front Office roles',
    );
  });
});
