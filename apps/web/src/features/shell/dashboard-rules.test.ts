import type { Dashboard } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import { DASHBOARD_EMPTY, dashboardNotices } from './dashboard-rules';

const base: Dashboard = {
  fullName: 'Aarav Sharma',
  verified: true,
  institute: { id: 'i', name: 'Demo Public School', verified: true },
  session: { id: 's', name: '2026-27' },
  roles: ['Student'],
  admin: null,
  teaching: [],
  studentClass: { id: 'c', name: 'Class 3 A' },
  children: [],
};

describe('dashboard empty states (spec §8)', () => {
  it('shows nothing for a verified student in a class', () => {
    expect(dashboardNotices(base)).toEqual([]);
  });
  it('asks an unverified profile to verify', () => {
    expect(dashboardNotices({ ...base, verified: false })).toEqual([DASHBOARD_EMPTY.verify]);
  });
  it('says so when the profile is in no institute', () => {
    expect(dashboardNotices({ ...base, institute: null, roles: [], studentClass: null })).toEqual([
      DASHBOARD_EMPTY.noInstitute,
    ]);
  });
  it('says so when a student is in no class, but not for staff or parents', () => {
    expect(dashboardNotices({ ...base, studentClass: null })).toEqual([DASHBOARD_EMPTY.noClass]);
    expect(dashboardNotices({ ...base, studentClass: null, roles: ['Accountant'] })).toEqual([]);
    expect(
      dashboardNotices({
        ...base,
        studentClass: null,
        roles: ['Parent'],
        children: [
          {
            userProfileId: 'k',
            fullName: 'Diya Sharma',
            relation: 'Mother',
            className: 'Class 7 B',
            instituteName: 'Demo Public School',
          },
        ],
      }),
    ).toEqual([]);
  });
});
