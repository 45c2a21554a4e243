import { describe, expect, it } from 'vitest';
import { firstRepeated, STARTER_SUBJECTS, subjectCode, subjectNameKey } from './subjects.js';

describe('subject rules', () => {
  it('start with distinct names and codes, codes written as subjectCode writes them', () => {
    expect(new Set(STARTER_SUBJECTS.map((s) => subjectNameKey(s.name))).size).toBe(
      STARTER_SUBJECTS.length,
    );
    expect(new Set(STARTER_SUBJECTS.map((s) => s.code)).size).toBe(STARTER_SUBJECTS.length);
    for (const s of STARTER_SUBJECTS) {
      expect(subjectCode(s.code)).toBe(s.code);
      expect(s.colour).toMatch(/^#[0-9A-F]{6}$/);
    }
    expect(STARTER_SUBJECTS.map((s) => s.name)).toEqual(
      expect.arrayContaining([
        'English',
        'Hindi',
        'Mathematics',
        'EVS',
        'Science',
        'Social Science',
      ]),
    );
  });

  it('write codes upper case without spaces', () => {
    expect(subjectCode(' s s t ')).toBe('SST');
    expect(subjectCode('Math-2')).toBe('MATH-2');
  });

  it('compare names without case or extra spaces', () => {
    expect(subjectNameKey('  Social   science ')).toBe(subjectNameKey('Social Science'));
    expect(subjectNameKey('Science')).not.toBe(subjectNameKey('Social Science'));
  });

  it('find the first item named twice', () => {
    expect(firstRepeated(['a', 'b', 'c'], (x) => x)).toBeNull();
    expect(firstRepeated([{ id: 1 }, { id: 2 }, { id: 1 }], (x) => String(x.id))).toEqual({
      id: 1,
    });
  });
});
