import { describe, expect, it } from 'vitest';
import { currentSchoolSession } from './session-defaults';

describe('the first session the first run suggests', () => {
  it('runs April to March: in November it is the one that began this April', () => {
    expect(currentSchoolSession(new Date('2026-11-28T10:00:00Z'))).toEqual({
      name: '2026-27',
      startDate: '01/04/2026',
      endDate: '31/03/2027',
    });
  });
  it('from January to March it is the one that began last April', () => {
    expect(currentSchoolSession(new Date('2027-03-31T10:00:00Z')).name).toBe('2026-27');
    expect(currentSchoolSession(new Date('2027-04-01T00:00:00Z')).name).toBe('2027-28');
  });
  it('writes the century turn with two digits', () => {
    expect(currentSchoolSession(new Date('2099-06-01T00:00:00Z')).name).toBe('2099-00');
  });
});
