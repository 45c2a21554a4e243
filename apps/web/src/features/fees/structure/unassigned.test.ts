import { describe, expect, it } from 'vitest';
import { readUnassigned } from './unassigned';

describe('readUnassigned', () => {
  it('keeps the rows with a name and says why, leaving others out', () => {
    expect(
      readUnassigned([
        { profileId: 'p1', fullName: 'Ira Sen', why: 'Joined the class on 17 Aug 2026.', x: 1 },
        { profileId: 'p2', fullName: 'Dev Rao' },
        { fullName: 'No id' },
        null,
      ]),
    ).toEqual([
      { profileId: 'p1', fullName: 'Ira Sen', why: 'Joined the class on 17 Aug 2026.' },
      { profileId: 'p2', fullName: 'Dev Rao', why: '' },
    ]);
    expect(readUnassigned({ message: 'no' })).toEqual([]);
  });
});
