import { describe, expect, it } from 'vitest';
import { assignThemLabel, unassignedTitle } from './unassigned';

describe('the unassigned students notice', () => {
  it('says how many students the structure leaves out, and assigns them in one action', () => {
    expect(unassignedTitle(1)).toBe('1 student of the class is not assigned this structure');
    expect(unassignedTitle(3)).toBe('3 students of the class are not assigned this structure');
    expect(assignThemLabel(1, false)).toBe('Assign them');
    expect(assignThemLabel(3, false)).toBe('Assign all 3');
    expect(assignThemLabel(3, true)).toBe('Assigning…');
  });
});
