import { describe, expect, it } from 'vitest';
import { admissionClasses, mergeFiles } from './choices';

describe('direct-admission choices', () => {
  it('offers only classes that take admissions and preselects the first', () => {
    const { open, preselected } = admissionClasses([
      { id: 'a', name: 'Class 1 A', admissionConfigSet: false, instructions: null },
      { id: 'b', name: 'Class 2 A', admissionConfigSet: true, instructions: null },
      { id: 'c', name: 'Class 3 A', admissionConfigSet: true, instructions: null },
    ]);
    expect(open.map((c) => c.id)).toEqual(['b', 'c']);
    expect(preselected).toBe('b');
    expect(admissionClasses([]).preselected).toBe('');
  });

  it('adds chosen files once', () => {
    const a = { name: 'pan.jpg', size: 10 };
    const b = { name: 'adhar.jpg', size: 20 };
    expect(mergeFiles([a], [a, b, b])).toEqual([a, b]);
  });
});
