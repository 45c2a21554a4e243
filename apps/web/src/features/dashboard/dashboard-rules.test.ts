import { type Action, BUILTIN_ROLES, type Dashboard } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import { type MenuUser, shortcutsOf } from '../../core/manifest';
import { FEATURES } from '../manifests';
import type { May } from '../permissions';
import {
  counted,
  DASHBOARD_EMPTY,
  dashboardNotices,
  dashboardShortcuts,
  duesLines,
  examWhen,
} from './dashboard-rules';

/** Every feature's shortcuts, as the app frame offers them. */
const DECLARED = shortcutsOf(FEATURES);

const base: Dashboard = {
  fullName: 'Aarav Sharma',
  verified: true,
  institute: { id: 'i', name: 'Demo Public School', verified: true },
  session: { id: 's', name: '2026-27' },
  roles: ['Student'],
  admin: null,
  admissions: null,
  collection: null,
  transport: null,
  teaching: [],
  subjectsTaught: [],
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
            dues: null,
            payOnline: false,
            nextExam: null,
          },
        ],
      }),
    ).toEqual([]);
  });
});

describe('dashboard shortcuts', () => {
  const user: MenuUser = {
    userProfileId: 'p',
    defaultInstituteId: 'i',
    defaultClassId: null,
    verified: 'VERIFIED',
    accountRole: 'ROLE_USER',
  };
  const holding =
    (...held: Action[]): May =>
    (actions) =>
      (typeof actions === 'string' ? [actions] : actions).some((a) => held.includes(a));
  const labels = (d: Parameters<typeof dashboardShortcuts>[0], may: May) =>
    dashboardShortcuts(d, may, user, DECLARED).map((s) => s.label);

  it('gives a student only the institute page', () => {
    expect(labels(base, holding('getGroup', 'getNotice'))).toEqual(['Institute page']);
  });
  it('gives the front office the admission screens its menu shows, and the member list', () => {
    expect(labels(base, holding('getGroup', 'getAdmissionRequests', 'getMembers'))).toEqual([
      'Admission Requests',
      'Admission Management',
      'Members',
      'Institute page',
    ]);
  });
  it('gives an institute admin every working screen, linked to the institute in view', () => {
    const shortcuts = dashboardShortcuts(base, () => true, user, DECLARED);
    expect(shortcuts.map((s) => s.label)).toEqual([
      'Collect fees',
      'Payments',
      'Transport',
      'Transport fees',
      'Mark attendance',
      'Day book',
      'Payroll',
      'Admission Requests',
      'Admission Management',
      'Members',
      'Group Management',
      'Administration',
      'Import students and staff',
      'Exams',
      'Academic terms',
      'Fee structure',
      'Subjects',
      'Institute page',
    ]);
    expect(shortcuts.find((s) => s.label === 'Administration')?.to).toBe('/group/i/details');
    expect(shortcuts.find((s) => s.label === 'Exams')?.to).toBe('/exam');
  });
  it('starts an accountant’s day with Collect fees and Payments (issue 22 item 10)', () => {
    const may = holding(...BUILTIN_ROLES.ACCOUNTANT.actions);
    const shortcuts = dashboardShortcuts(base, may, user, DECLARED);
    expect(shortcuts.map((s) => s.label).slice(0, 2)).toEqual(['Collect fees', 'Payments']);
    expect(shortcuts[0]?.to).toBe('/transactions/all-transactions/i?collect=1');
    expect(shortcuts[1]?.to).toBe('/transactions/all-transactions/i');
  });
  it('starts a transport manager’s day with Transport', () => {
    const may = holding(...BUILTIN_ROLES.TRANSPORT_MANAGER.actions);
    expect(labels(base, may).slice(0, 2)).toEqual(['Transport', 'Transport fees']);
    expect(dashboardShortcuts(base, may, user, DECLARED)[1]?.to).toBe(
      '/transport/transportation-fee/i',
    );
  });
  it('starts a teacher’s day with Mark attendance (issue 24 §1)', () => {
    expect(labels(base, holding(...BUILTIN_ROLES.TEACHER.actions))[0]).toBe('Mark attendance');
    expect(labels(base, holding(...BUILTIN_ROLES.PARENT.actions))).not.toContain('Mark attendance');
  });
  it('offers Payroll to the accountant who prepares it, not to a teacher (issue 25 §2)', () => {
    const accountant = dashboardShortcuts(
      base,
      holding(...BUILTIN_ROLES.ACCOUNTANT.actions),
      user,
      DECLARED,
    );
    expect(accountant.find((s) => s.label === 'Payroll')?.to).toBe('/payroll/salary-structure/i');
    expect(labels(base, holding(...BUILTIN_ROLES.TEACHER.actions))).not.toContain('Payroll');
    // Reading payslips alone is no reason to start the day there.
    expect(labels(base, holding('getGroup', 'getPaySlip'))).not.toContain('Payroll');
  });
  it('offers Exams to a teacher and not to the accountant', () => {
    expect(labels(base, holding(...BUILTIN_ROLES.TEACHER.actions))).toContain('Exams');
    expect(labels(base, holding(...BUILTIN_ROLES.ACCOUNTANT.actions))).not.toContain('Exams');
  });
  it('gives the super admin, in no institute, the Admin Console and nobody else anything', () => {
    const platform = { ...base, institute: null };
    const superAdmin: MenuUser = {
      ...user,
      defaultInstituteId: null,
      accountRole: 'ROLE_SUPER_ADMIN',
    };
    const shortcuts = dashboardShortcuts(platform, () => true, superAdmin, DECLARED);
    expect(shortcuts).toEqual([
      {
        label: 'Admin Console',
        hint: 'Institutes, accounts and contact requests',
        to: '/admin-console',
      },
    ]);
    expect(
      dashboardShortcuts(
        platform,
        () => true,
        { ...superAdmin, accountRole: 'ROLE_USER' },
        DECLARED,
      ),
    ).toEqual([]);
    expect(labels(base, () => true)).not.toContain('Admin Console');
  });
  it('lets a parent apply for a child', () => {
    const parent = {
      ...base,
      children: [
        {
          userProfileId: 'c1',
          fullName: 'Diya Sharma',
          relation: 'Mother',
          className: null,
          instituteName: null,
          dues: null,
          payOnline: false,
          nextExam: null,
        },
      ],
    };
    expect(labels(parent, holding())).toEqual(['Apply for admission', 'Institute page']);
  });
  it('has none without an institute', () => {
    expect(dashboardShortcuts({ ...base, institute: null }, () => true, user, DECLARED)).toEqual(
      [],
    );
  });
});

describe('the day’s cards (issue 22 item 10)', () => {
  // 1 June 2026, 10:00 in India.
  const now = new Date('2026-06-01T04:30:00Z');
  it('says when an exam runs: its hours today, else its day and start', () => {
    expect(
      examWhen({ startDateTime: '2026-06-01T06:30:00Z', endDateTime: '2026-06-01T07:30:00Z' }, now),
    ).toBe('12:00–13:00');
    expect(
      examWhen({ startDateTime: '2026-06-03T03:30:00Z', endDateTime: '2026-06-03T04:30:00Z' }, now),
    ).toBe('Wed 3 Jun, 09:00');
  });
  it('tells a parent what a child owes in rupees, overdue apart, and when next', () => {
    expect(duesLines({ due: 900_000, overdue: 300_000, nextDueDate: '2026-07-10' })).toEqual({
      due: '₹9,000.00 due',
      overdue: '₹3,000.00 overdue',
      next: 'Next due 10 Jul 2026',
    });
    expect(duesLines({ due: 1_234_567_80, overdue: 0, nextDueDate: null })).toEqual({
      due: '₹12,34,567.80 due',
      overdue: null,
      next: null,
    });
    expect(duesLines({ due: 0, overdue: 0, nextDueDate: null }).due).toBe('No fees due');
  });
  it('counts in words', () => {
    expect(counted(1, 'answer')).toBe('1 answer');
    expect(counted(1200, 'rider')).toBe('1,200 riders');
  });
});
